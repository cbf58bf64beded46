import { describe, expect, it } from 'vitest';
import * as schemas from '../../lib/api/contract.gen';
import {
  checkWebhookUrl,
  DELIVERY_STATUSES,
  DESCRIPTION_MAX,
  EVENT_GROUPS,
  eventCountLabel,
  formatCreatedDate,
  formatLogDate,
  groupAllTicked,
  maskSecret,
  prettyPayload,
  statusLabel,
  tickEvent,
  tickGroup,
  type WebhookEventType,
} from './developer-zone';

const [orders, tickets, memberships] = EVENT_GROUPS;
/** A local wall-clock time as the API's ISO instant, so the checks hold in any time zone. */
const local = (...parts: [number, number, number, number?, number?]) => new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0).toISOString();

describe('event groups', () => {
  it('lists the seed’s event types in their groups', () => {
    expect(EVENT_GROUPS.map((g) => g.label)).toEqual(['Orders', 'Tickets', 'Memberships']);
    expect(orders!.events).toEqual(['order.created', 'order.completed']);
    expect(tickets!.events).toHaveLength(6);
    expect(memberships!.events).toEqual([
      'membership.subscription.created',
      'membership.subscription.updated',
      'membership.subscription.cancelled',
      'membership.subscription.expired',
    ]);
  });

  it('offers every event type the API sends, once, in the API’s order', () => {
    expect(EVENT_GROUPS.flatMap((g) => g.events)).toEqual(schemas.WebhookEventType.enum);
  });

  it('ticking a group’s all box ticks every event of the group, clearing it clears them and nothing else', () => {
    const ticked = tickGroup(['membership.subscription.expired'], tickets!, true);
    expect(ticked).toEqual([...tickets!.events, 'membership.subscription.expired']);
    expect(groupAllTicked(ticked, tickets!)).toBe(true);
    expect(tickGroup(ticked, tickets!, false)).toEqual(['membership.subscription.expired']);
  });

  it('the all box is ticked only once every single event of the group is', () => {
    let selected: WebhookEventType[] = tickEvent([], 'order.created', true);
    expect(groupAllTicked(selected, orders!)).toBe(false);
    selected = tickEvent(selected, 'order.completed', true);
    expect(groupAllTicked(selected, orders!)).toBe(true);
    selected = tickEvent(selected, 'order.created', false);
    expect(selected).toEqual(['order.completed']);
    expect(groupAllTicked(selected, orders!)).toBe(false);
  });

  it('saved event types pre-tick their group’s all box', () => {
    const saved: WebhookEventType[] = ['order.completed', 'ticket.issued', 'order.created'];
    expect(EVENT_GROUPS.map((g) => groupAllTicked(saved, g))).toEqual([true, false, false]);
  });

  it('keeps each event once, in the form’s order', () => {
    expect(tickEvent(['ticket.issued'], 'order.created', true)).toEqual(['order.created', 'ticket.issued']);
    expect(tickEvent(['order.created'], 'order.created', true)).toEqual(['order.created']);
  });
});

describe('webhook URL', () => {
  it('is required', () => {
    expect(checkWebhookUrl('')).toBe('Webhook URL is required');
    expect(checkWebhookUrl('   ')).toBe('Webhook URL is required');
  });

  it('must be HTTPS', () => {
    expect(checkWebhookUrl('http://example.com/hooks')).toBe('Invalid Webhook URL: HTTPS Required');
    expect(checkWebhookUrl('example.com/hooks')).toBe('Invalid Webhook URL: HTTPS Required');
    expect(checkWebhookUrl('https://example.com/hooks')).toBeUndefined();
  });
});

describe('limits', () => {
  it('takes 2000 characters of description text and filters logs by delivered or failed, as the API does', () => {
    expect(DESCRIPTION_MAX).toBe(2000);
    expect(DELIVERY_STATUSES).toEqual(['delivered', 'failed']);
  });
});

describe('table texts', () => {
  it('counts events as 1 event or N events', () => {
    expect(eventCountLabel(1)).toBe('1 event');
    expect(eventCountLabel(2)).toBe('2 events');
    expect(eventCountLabel(12)).toBe('12 events');
  });

  it('never shows the secret key', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(maskSecret(secret)).toBe('whsec_••••••••••••••••');
    expect(maskSecret(secret)).not.toContain('MfKQ');
    expect(maskSecret('abc')).toBe('••••••••••••••••');
  });

  it('shows inactive webhooks as Paused', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('inactive')).toBe('Paused');
  });

  it('writes the creation date dd MMM yyyy', () => {
    expect(formatCreatedDate(local(2026, 2, 5, 23, 10))).toBe('05 Mar 2026');
    expect(formatCreatedDate(local(2025, 11, 31))).toBe('31 Dec 2025');
  });

  it('writes a log date d MMM this year, d MMM, yyyy otherwise, then the time HH:mm a', () => {
    const now = new Date(2026, 5, 1, 12);
    expect(formatLogDate(local(2026, 2, 5, 14, 7), now)).toEqual({ date: '5 Mar', time: '14:07 PM' });
    expect(formatLogDate(local(2025, 11, 31, 9, 30), now)).toEqual({ date: '31 Dec, 2025', time: '09:30 AM' });
    expect(formatLogDate(local(2026, 0, 1, 0, 0), now)).toEqual({ date: '1 Jan', time: '00:00 AM' });
  });

  it('pretty-prints the payload', () => {
    expect(prettyPayload({ type: 'order.created', data: { id: 'o1' } })).toBe('{\n  "type": "order.created",\n  "data": {\n    "id": "o1"\n  }\n}');
  });
});
