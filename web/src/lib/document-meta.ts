import { useEffect } from 'react';

export const SITE_NAME = 'Limelight';
export const DEFAULT_DESCRIPTION = 'Economic infrastructure for the arts: tickets, memberships and videos for artists, venues and organisations.';

/**
 * Every page names itself: the document title '{title} | Limelight' (the site name alone on the home page)
 * and its meta description. Pages whose title comes from data pass undefined until it has loaded.
 */
export function useDocumentMeta(title: string | undefined, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** A page's title from its data: undefined while the data loads, `fallback` when it could not be loaded. */
export function titleFrom<T>(query: { data?: T; isError: boolean }, title: (data: T) => string, fallback: string): string | undefined {
  if (query.data !== undefined) return title(query.data);
  return query.isError ? fallback : undefined;
}
