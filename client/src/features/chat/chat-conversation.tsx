import { useEffect, useRef } from 'react';
import { formatMoment } from '../../lib/format-day';
import { CrisisCard, splitAroundLines } from '../../components/crisis-card';
import { chatMessages } from './chat-messages';
import type { ChatMessage, PendingMessage, StreamingReply } from './use-chat';

interface Props {
  messages: ChatMessage[];
  pending: PendingMessage | null;
  streaming: StreamingReply | null;
}

/**
 * The conversation, oldest first. Every text is rendered as text (never HTML), with its line
 * breaks kept. The reply being written sits in a polite live region that stays busy while it
 * streams, so a screen reader reads it once, whole, instead of word by word.
 */
export function ChatConversation({ messages, pending, streaming }: Props) {
  const liveRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id ?? null;
  const showPending = pending !== null && pending.after === lastId;
  const showStreaming = streaming !== null && !messages.some((m) => m.id === streaming.messageId);
  const streamingText = showStreaming ? streaming.text : '';

  useEffect(() => {
    // Keep the newest words in view, inside the conversation box only (never the whole page).
    const box = liveRef.current?.closest<HTMLElement>('[data-chat-scroll]');
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length, lastId, showPending, streamingText]);

  const liveContent = showStreaming ? (
    streaming.message?.needsCrisisSupport ? (
      <CrisisReply message={streaming.message} />
    ) : (
      <Bubble from="ai" text={streaming.text} writing={!streaming.done} />
    )
  ) : showPending ? (
    <Bubble from="ai" text="" writing />
  ) : null;

  return (
    <div>
      {messages.length === 0 && !showPending ? (
        <p className="py-8 text-center text-slate-600">{chatMessages.empty}</p>
      ) : null}
      <ol aria-label="Messages" className="flex flex-col gap-4">
        {messages.map((message) => (
          <li key={message.id}>
            {message.type === 'AI' && message.needsCrisisSupport ? (
              <CrisisReply message={message} />
            ) : (
              <Bubble from={message.type === 'USER' ? 'user' : 'ai'} text={message.text} at={message.createdAt} />
            )}
          </li>
        ))}
        {showPending ? (
          <li>
            <Bubble from="user" text={pending.text} />
          </li>
        ) : null}
      </ol>
      <div
        ref={liveRef}
        aria-live="polite"
        aria-busy={showStreaming && !streaming.done}
        data-testid="streaming-reply"
        className={liveContent ? 'mt-4' : undefined}
      >
        {liveContent}
      </div>
    </div>
  );
}

/** A crisis reply: the crisis card (text, tap-to-call help lines) instead of a plain bubble. */
function CrisisReply({ message }: { message: ChatMessage }) {
  const { before, after } = splitAroundLines(message.text);
  return (
    <div className="flex justify-start">
      <CrisisCard
        id={`crisis-${message.id}`}
        heading="MindCheck: help is here"
        text={before}
        after={after}
        kind={message.crisisKind}
        resources={message.crisisResources}
        meta={formatTime(message.createdAt)}
        className="w-full sm:max-w-[85%]"
      />
    </div>
  );
}

function Bubble({
  from,
  text,
  at,
  writing = false,
}: {
  from: 'user' | 'ai';
  text: string;
  at?: string;
  writing?: boolean;
}) {
  const mine = from === 'user';
  return (
    <div className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-3 shadow-sm sm:max-w-[75%] ${
          mine
            ? 'rounded-br-md bg-brand-700 text-white'
            : 'rounded-bl-md border border-slate-200 bg-white text-slate-900'
        }`}
      >
        <p className={`text-xs font-semibold ${mine ? 'text-brand-100' : 'text-brand-800'}`}>
          {mine ? 'You' : 'MindCheck AI'}
          {at ? (
            <span className={`ml-2 font-normal ${mine ? 'text-brand-100' : 'text-slate-600'}`}>{formatTime(at)}</span>
          ) : null}
        </p>
        {text ? <p className="mt-1 whitespace-pre-wrap break-words">{text}</p> : null}
        {writing ? (
          <p className={`mt-1 text-sm ${mine ? 'text-brand-100' : 'text-slate-600'}`}>
            <span className="inline-flex gap-1" aria-hidden="true">
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-current" />
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
            </span>
            <span className="sr-only">MindCheck AI is writing a reply</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatMoment(date);
}
