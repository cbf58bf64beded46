/**
 * Full-text search shared by every context: columns and queries use the text search configuration
 * `public.limelight_search` (English stemming, accents ignored; migration 20261201000000).
 */

/**
 * The user's words as a prefix query (`jaz:* & caf:*`), so results appear as they type; null when nothing
 * searchable is left. Everything but letters and digits separates words, so no tsquery operator or
 * punctuation of the user's reaches the query parser. At most 10 words.
 */
export function prefixSearch(text: string | undefined): string | null {
  const words = (text ?? '').normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 10);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}
