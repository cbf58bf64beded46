/**
 * Activity messages and notifications are HTML from the server (built from escaped names there). Before they
 * are rendered, keep only text and links to paths of this site (`<a href="/…">`), and for notifications bold
 * and italic too (without attributes); every other tag is dropped and its text kept.
 */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** A path of this site: starts with one slash (not `//` or `/\`, which browsers read as another host). */
export const isSitePath = (href: string) => /^\/(?![/\\])/.test(href) && ![...href].some((c) => c.charCodeAt(0) < 32 || /\s/.test(c));

const EMPHASIS = new Set(['b', 'strong', 'i', 'em']);

function render(node: Node, emphasis: boolean): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  // Script and style text is not content.
  if (tag === 'script' || tag === 'style' || tag === 'template') return '';
  const inner = Array.from(element.childNodes, (child) => render(child, emphasis)).join('');
  const href = element.getAttribute('href');
  if (tag === 'a' && href && isSitePath(href)) return `<a href="${escapeAttribute(href)}">${inner}</a>`;
  if (emphasis && EMPHASIS.has(tag)) return `<${tag}>${inner}</${tag}>`;
  return inner;
}

const sanitize = (html: string, emphasis: boolean) => {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(doc.body.childNodes, (node) => render(node, emphasis)).join('');
};

export const sanitizeActivityHtml = (html: string): string => sanitize(html, false);

/** A notification's content: site links, bold and italic. */
export const sanitizeNotificationHtml = (html: string): string => sanitize(html, true);

/** The message as plain text (for the CSV export). */
export function activityText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${sanitizeActivityHtml(html)}</body>`, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
