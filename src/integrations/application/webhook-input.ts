import sanitizeHtml from 'sanitize-html';
import { invalid } from '../../shared/errors.js';
import { checkWebhook, DESCRIPTION_MAX, WEBHOOK_MESSAGES, type WebhookFields } from '../domain/webhook-rules.js';

/** A webhook as the form sends it (unchecked: the rules answer each problem with the seeds' message). */
export interface WebhookInput {
  url?: unknown;
  description?: unknown;
  eventTypes?: unknown;
  status?: unknown;
}

/** The form's editor offers bold, italic, underline and bullet lists (seed 002 §5); nothing else survives. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, { allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'], allowedAttributes: {} });
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The characters a reader sees (what the editor's counter counts): tags dropped, entities read as one. */
export const visibleLength = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity).length;

/** Checks and cleans a webhook; a problem is answered 400 `{ message }` as the seeds' form expects. */
export function prepareWebhook(input: WebhookInput): WebhookFields & { description: string } {
  const checked = checkWebhook(input);
  if ('error' in checked) throw invalid(checked.error);
  const description = typeof input.description === 'string' ? sanitizeDescription(input.description) : '';
  if (visibleLength(description) > DESCRIPTION_MAX) throw invalid(WEBHOOK_MESSAGES.descriptionTooLong);
  return { ...checked.fields, description };
}
