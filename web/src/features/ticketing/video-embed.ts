/** YouTube and Vimeo addresses as their embeddable player (hosts the page's frame-src allows); null for any other address. */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const youtubeId =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? parsed.pathname === '/watch'
          ? parsed.searchParams.get('v')
          : parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1]
        : null;
  if (youtubeId && /^[\w-]{6,}$/.test(youtubeId)) return `https://www.youtube.com/embed/${youtubeId}`;
  const vimeoId = host === 'vimeo.com' ? parsed.pathname.match(/^\/(?:video\/)?(\d+)/)?.[1] : host === 'player.vimeo.com' ? parsed.pathname.match(/^\/video\/(\d+)/)?.[1] : null;
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}`;
  return null;
}
