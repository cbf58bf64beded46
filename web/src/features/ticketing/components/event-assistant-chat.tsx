import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CHAT_POLL_MS, eventCreatorApi, eventCreatorKey, type ChatMessage, type EventCreator, type EventCreatorConnection } from '../api/event-creators';

/** Polling gives up after a minute without an answer; Resend then sends the message again. */
const MAX_POLLS = 30;

type Phase = 'idle' | 'sending' | 'thinking' | 'failed';

const EVENT_LINK = /(\/event\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/** Message text with the assistant's links to draft events made clickable. */
function MessageText({ content }: { content: string }) {
  const parts: ReactNode[] = content.split(EVENT_LINK).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} to="/event/$id" params={{ id: part.slice('/event/'.length) }} className="font-medium underline">
        {part}
      </Link>
    ) : (
      part
    ),
  );
  return <p className="whitespace-pre-wrap break-words">{parts}</p>;
}

/** One message; `author` is the message's role in the conversation (not an ARIA role). */
function Bubble({ author, children, muted = false }: { author: ChatMessage['role']; children: ReactNode; muted?: boolean }) {
  const mine = author === 'user';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-role={author}>
      <div className={`max-w-[85%] rounded-2xl px-4 py-2 ${mine ? 'rounded-br-sm bg-brand text-white' : 'rounded-bl-sm bg-neutral-100 text-neutral-900'} ${muted ? 'opacity-60' : ''}`}>
        <span className="sr-only">{mine ? 'You: ' : 'Jaan: '}</span>
        {children}
      </div>
    </li>
  );
}

/**
 * /event/new/jaan/{uuid}: the chat with Jaan (seed 000 §2, §4). Enter sends, Shift+Enter starts a new
 * line, a blank message is ignored. After sending it shows 'Sending', then 'Thinking' while it polls the
 * conversation every 2 s until the last message is Jaan's; a failure offers Resend.
 */
export function EventAssistantChat({ uuid, connection = eventCreatorApi }: { uuid: string; connection?: EventCreatorConnection }) {
  const queryClient = useQueryClient();
  const key = eventCreatorKey(uuid);
  const conversation = useQuery({ queryKey: key, queryFn: () => connection.load(uuid), retry: false });
  const [draft, setDraft] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  /** What failed: the message did not reach the server ('send'), or its answer could not be read ('poll'). */
  const [failedAt, setFailedAt] = useState<'send' | 'poll'>('send');
  const [lastMessage, setLastMessage] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const messages = conversation.data?.messages ?? [];
  const lastRole = messages.at(-1)?.role;

  // Opened while Jaan was still answering (a reload right after sending): wait for the answer.
  if (phase === 'idle' && lastRole === 'user') setPhase('thinking');

  useEffect(() => {
    if (phase !== 'thinking') return;
    let stopped = false;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      polls += 1;
      try {
        const fresh = await connection.load(uuid);
        if (stopped) return;
        queryClient.setQueryData<EventCreator>(eventCreatorKey(uuid), fresh);
        if (fresh.messages.at(-1)?.role === 'assistant') return setPhase('idle');
        if (polls >= MAX_POLLS) {
          setFailedAt('send');
          return setPhase('failed');
        }
        timer = setTimeout(() => void poll(), CHAT_POLL_MS);
      } catch {
        if (stopped) return;
        setFailedAt('poll');
        setPhase('failed');
      }
    };
    timer = setTimeout(() => void poll(), CHAT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [phase, uuid, connection, queryClient]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, phase]);

  const deliver = async (message: string) => {
    setLastMessage(message);
    setPhase('sending');
    try {
      const sent = await connection.send(uuid, message);
      queryClient.setQueryData<EventCreator>(key, (old) => (old ? { ...old, messages: [...old.messages, sent] } : old));
      setPhase('thinking');
    } catch {
      setFailedAt('send');
      setPhase('failed');
    }
  };

  const submit = () => {
    const message = draft.trim();
    if (!message || phase === 'sending' || phase === 'thinking') return;
    setDraft('');
    void deliver(message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const resend = () => (failedAt === 'poll' ? setPhase('thinking') : void deliver(lastMessage));

  if (conversation.isLoading) return <main className="mx-auto max-w-2xl px-4 py-12" aria-busy="true" />;
  if (conversation.error || !conversation.data) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-12">
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-700">
          {conversation.error instanceof Error ? conversation.error.message : 'Failed to get messages'}
        </p>
      </main>
    );
  }
  const { eventId, ownerId } = conversation.data;
  const unsent = phase === 'sending' || (phase === 'failed' && failedAt === 'send');

  return (
    <main className="mx-auto flex max-w-2xl flex-col px-4 py-8">
      <header className="mb-4">
        <h1 className="text-2xl font-semibold">Jaan</h1>
        <p className="text-neutral-600">Your event creation assistant</p>
      </header>
      <ol aria-label="Conversation" className="flex flex-col gap-3">
        {messages.map((message) => (
          <Bubble key={message.id} author={message.role}>
            <MessageText content={message.content} />
          </Bubble>
        ))}
        {unsent && (
          <Bubble author="user" muted>
            <MessageText content={lastMessage} />
          </Bubble>
        )}
      </ol>
      <div className="mt-3 min-h-6 text-sm text-neutral-600">
        {phase === 'sending' && <p role="status">Sending</p>}
        {phase === 'thinking' && <p role="status">Thinking</p>}
        {phase === 'failed' && (
          <p role="alert" className="flex items-center gap-3 text-red-700">
            Something went wrong.
            <button type="button" onClick={resend} className="rounded-full border border-red-300 px-3 py-1 text-red-700">
              Resend
            </button>
          </p>
        )}
      </div>
      <div ref={end} />
      {eventId && (
        <Link to="/event/$id" params={{ id: eventId }} className="mt-4 self-start rounded-full bg-brand px-5 py-2 text-white">
          Open your draft event
        </Link>
      )}
      <form
        className="mt-4 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <textarea
          aria-label="Message"
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Tell Jaan about your event"
          className="min-h-12 flex-1 resize-y rounded-lg border border-neutral-300 px-3 py-2"
        />
        <button type="submit" disabled={phase === 'sending' || phase === 'thinking'} className="rounded-full bg-brand px-5 py-2 text-white disabled:opacity-60">
          Send
        </button>
      </form>
      <p className="mt-4 text-sm text-neutral-600">
        Prefer to fill in the details yourself?{' '}
        <a href={`/e/new?ownerId=${ownerId}`} className="underline">
          Use the simple form
        </a>
      </p>
    </main>
  );
}
