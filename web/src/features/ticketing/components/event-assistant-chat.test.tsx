import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { eventCreatorKey, type ChatMessage, type EventCreator, type EventCreatorConnection } from '../api/event-creators';
import { EventAssistantChat } from './event-assistant-chat';

const EVENT_ID = '7b1f2c39-0000-4000-8000-000000000001';

/**
 * A conversation held in memory, reached the way the chat reaches the API: `send` stores the user's
 * message, `load` returns the conversation; `answer` is Jaan replying. Sends can be held or made to fail.
 */
function conversation() {
  let counter = 0;
  const message = (role: ChatMessage['role'], content: string): ChatMessage => ({ id: `m${(counter += 1)}`, role, content, createdAt: new Date(counter * 1000).toISOString() });
  const state: EventCreator = { uuid: 'c1', ownerId: 'o1', eventId: null, messages: [message('assistant', "Hi, I'm Jaan! What's the name of your event?")] };
  const sent: string[] = [];
  const control = { loads: 0, failSends: 0, failLoads: 0, hold: undefined as Promise<void> | undefined };
  const connection: EventCreatorConnection = {
    load: async () => {
      control.loads += 1;
      if (control.failLoads > 0) {
        control.failLoads -= 1;
        throw new Error('Failed to get messages');
      }
      return structuredClone(state);
    },
    send: async (_uuid, content) => {
      await control.hold;
      if (control.failSends > 0) {
        control.failSends -= 1;
        throw new Error('Failed to send message');
      }
      sent.push(content);
      const stored = message('user', content);
      state.messages.push(stored);
      return structuredClone(stored);
    },
  };
  const answer = (content: string, eventId: string | null = null) => {
    state.messages.push(message('assistant', content));
    state.eventId = eventId;
  };
  return { state, sent, control, connection, answer };
}

/** Lets promises settle and the fake clock run `ms` further. */
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openChat(chat = conversation()) {
  renderWithProviders(<EventAssistantChat uuid="c1" connection={chat.connection} />, { data: [[eventCreatorKey('c1'), structuredClone(chat.state)]] });
  await flush();
  return chat;
}

const box = () => screen.getByRole('textbox', { name: 'Message' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const enter = (init: { shiftKey?: boolean } = {}) => fireEvent.keyDown(box(), { key: 'Enter', ...init });
const roles = () => within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem').map((item) => item.dataset.role);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the chat with Jaan', () => {
  it('shows the conversation, Jaan and the user each in their own style', async () => {
    await openChat();
    expect(screen.getByRole('heading', { name: 'Jaan' })).toBeTruthy();
    expect(screen.getByText("Hi, I'm Jaan! What's the name of your event?")).toBeTruthy();
    expect(roles()).toEqual(['assistant']);
  });

  it('sends on Enter, not on Shift+Enter, and ignores a blank message', async () => {
    const chat = await openChat();
    type('   \n  ');
    enter();
    await flush();
    expect(chat.sent).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();

    type('Jazz Night');
    enter({ shiftKey: true });
    await flush();
    expect(chat.sent).toEqual([]);
    expect((box() as HTMLTextAreaElement).value).toBe('Jazz Night');

    type('Jazz Night\nat the harbour');
    enter();
    await flush();
    expect(chat.sent).toEqual(['Jazz Night\nat the harbour']);
    expect((box() as HTMLTextAreaElement).value).toBe('');
    expect(roles()).toEqual(['assistant', 'user']);
  });

  it("shows 'Sending', then 'Thinking' while it polls every 2 seconds until Jaan answers", async () => {
    const chat = await openChat();
    let release!: () => void;
    chat.control.hold = new Promise((resolve) => (release = resolve));
    type('Jazz Night');
    enter();
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Sending');
    expect(screen.getByText('Jazz Night')).toBeTruthy();

    release();
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Thinking');
    expect(chat.control.loads).toBe(0);

    await flush(2000);
    expect(chat.control.loads).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('Thinking');

    type('Dec 5 at 8pm');
    enter();
    await flush();
    expect(chat.sent).toEqual(['Jazz Night']);

    chat.answer('Got it: “Jazz Night”. When does it start?');
    await flush(1999);
    expect(chat.control.loads).toBe(1);
    await flush(1);
    expect(chat.control.loads).toBe(2);
    expect(screen.getByText('Got it: “Jazz Night”. When does it start?')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(roles()).toEqual(['assistant', 'user', 'assistant']);

    await flush(10_000);
    expect(chat.control.loads).toBe(2);
  });

  it("says 'Something went wrong.' when a message cannot be sent, and Resend sends it again", async () => {
    const chat = await openChat();
    chat.control.failSends = 1;
    type('Jazz Night');
    enter();
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
    expect(screen.getByText('Jazz Night')).toBeTruthy();
    expect(chat.sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush();
    expect(chat.sent).toEqual(['Jazz Night']);
    expect(screen.getByRole('status').textContent).toBe('Thinking');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Resend when the answer cannot be read, and then waits for it again without sending twice', async () => {
    const chat = await openChat();
    chat.control.failLoads = 1;
    type('Jazz Night');
    enter();
    await flush(2000);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');

    chat.answer('Got it: “Jazz Night”.');
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush(2000);
    expect(chat.sent).toEqual(['Jazz Night']);
    expect(screen.getByText('Got it: “Jazz Night”.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links to the draft event Jaan created', async () => {
    const chat = conversation();
    chat.answer(`Done! “Jazz Night” is saved as a draft: /event/${EVENT_ID}\nOpen it to check everything.`, EVENT_ID);
    await openChat(chat);
    expect(screen.getByRole('link', { name: `/event/${EVENT_ID}` }).getAttribute('href')).toBe(`/event/${EVENT_ID}`);
    expect(screen.getByRole('link', { name: 'Open your draft event' }).getAttribute('href')).toBe(`/event/${EVENT_ID}`);
  });

  it('waits for the answer when opened while Jaan is still answering', async () => {
    const chat = conversation();
    chat.state.messages.push({ id: 'u1', role: 'user', content: 'Jazz Night', createdAt: new Date().toISOString() });
    await openChat(chat);
    expect(screen.getByRole('status').textContent).toBe('Thinking');
    chat.answer('Got it.');
    await flush(2000);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
