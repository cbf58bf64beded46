import { fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type ChatMessage = components['schemas']['ChatMessageResponse'];
export type EventCreator = components['schemas']['EventCreatorResponse'];

/** Seed 000 §9: the conversation is polled every 2000 ms while the assistant thinks. */
export const CHAT_POLL_MS = 2000;

/** Starts a conversation with Jaan for the owner; dates and times are read in the browser's time zone. */
export async function createEventCreator(ownerId: string): Promise<string> {
  const { data, error } = await fetchClient.POST('/client_side_api/v1/event_creators', {
    params: { query: { ownerId } },
    body: { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  });
  if (error !== undefined || !data) throw new Error('Failed to create event creator');
  return data.uuid;
}

export async function getEventCreator(uuid: string): Promise<EventCreator> {
  const { data, error } = await fetchClient.GET('/client_side_api/v1/event_creators/{uuid}', { params: { path: { uuid } } });
  if (error !== undefined || !data) throw new Error('Failed to get messages');
  return data;
}

export async function sendEventCreatorMessage(uuid: string, message: string): Promise<ChatMessage> {
  const { data, error } = await fetchClient.POST('/client_side_api/v1/event_creators/{uuid}/messages', { params: { path: { uuid } }, body: { message } });
  if (error !== undefined || !data) throw new Error('Failed to send message');
  return data;
}

/** How the chat reaches the conversation: the API, or another source in tests. */
export interface EventCreatorConnection {
  load(uuid: string): Promise<EventCreator>;
  send(uuid: string, message: string): Promise<ChatMessage>;
}

export const eventCreatorApi: EventCreatorConnection = { load: getEventCreator, send: sendEventCreatorMessage };

export const eventCreatorKey = (uuid: string) => ['event-creator', uuid] as const;
