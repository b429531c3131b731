import { useEffect, useRef } from 'react';
import type { ChatMessage, PendingMessage, StreamingReply } from './use-chat';
import { CrisisReply } from './crisis-reply';
import { Bubble } from './bubble';
import { chat } from 'app-en:chat';
import { useT } from '../../lib/i18n/locale';

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
  const t = useT({ chat });
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
        <p className="py-8 text-center text-slate-600">{t('chat.empty')}</p>
      ) : null}
      <ol aria-label={t('chat.messages')} className="flex flex-col gap-4">
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
