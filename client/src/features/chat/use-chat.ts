import { useCallback, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import toast from '../../components/toasts';
import { consentPath } from '../../lib/consent-path';
import {
  ChatMessagesDocument,
  ChatReplyDocument,
  SendChatMessageDocument,
  type ChatMessageFieldsFragment,
} from '../../gql/graphql';
import { sendProblem } from './chat-messages';

export type ChatMessage = ChatMessageFieldsFragment;

/** The AI reply being written, as it streams in. */
export interface StreamingReply {
  messageId: string;
  text: string;
  done: boolean;
  /** The stored message, once done: its text replaces what streamed (a guarded reply became the crisis reply). */
  message?: ChatMessage | null;
}

/** The member's message on its way, shown until the reloaded chat holds it. */
export interface PendingMessage {
  text: string;
  /** The id of the chat's last message when it was sent: once the chat moves on, it is stored. */
  after: string | null;
}

export interface ChatState {
  messages: ChatMessage[];
  loading: boolean;
  loadError: boolean;
  pending: PendingMessage | null;
  /** Present while a reply streams, and until the reloaded chat holds it. */
  streaming: StreamingReply | null;
  sending: boolean;
  /** Sends a prompt the composer checked (common's chatPrompt); resolves true when nothing was stored. */
  send(prompt: string): Promise<boolean>;
}

/**
 * The chat's data: the stored messages (reloaded after each save), the reply streaming in over the
 * chatReply subscription, and sending with the spec's toasts.
 */
export function useChat(): ChatState {
  const { data, loading, error, refetch } = useQuery(ChatMessagesDocument, { fetchPolicy: 'cache-and-network' });
  const [sendMessage] = useMutation(SendChatMessageDocument);
  const [pending, setPending] = useState<PendingMessage | null>(null);
  const [streaming, setStreaming] = useState<StreamingReply | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const messages = useMemo(() => data?.chatMessages ?? [], [data]);

  const reload = useCallback(async () => {
    try {
      await refetch();
    } catch {
      // The next save reloads again; the list keeps what it had.
    }
  }, [refetch]);

  useSubscription(ChatReplyDocument, {
    onData: ({ data: result }) => {
      const chunk = result.data?.chatReply;
      if (!chunk) return;
      setStreaming((previous) => {
        const sofar = previous?.messageId === chunk.messageId ? previous.text : '';
        if (chunk.done)
          return { messageId: chunk.messageId, text: chunk.message?.text ?? sofar, done: true, message: chunk.message };
        return { messageId: chunk.messageId, text: sofar + chunk.delta, done: false };
      });
      // A reply asked for in another tab: reload here too (our own sends reload when they return).
      if (chunk.done && !sendingRef.current) void reload();
    },
    // Without the socket the reply still arrives with the mutation's answer: nothing to tell.
    onError: () => {},
  });

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (sendingRef.current) return true;
      sendingRef.current = true;
      setSending(true);
      setStreaming(null);
      setPending({ text, after: messages.at(-1)?.id ?? null });
      let restore = false;
      try {
        await sendMessage({ variables: { prompt: text } });
      } catch (problem) {
        const { message, notStored, needsConsent } = sendProblem(problem);
        toast.error(message);
        restore = notStored;
        // A full page load (the chat renders outside a router in some places): rare, consent is asked before.
        if (needsConsent) window.location.assign(consentPath('/chat'));
      } finally {
        await reload();
        setPending(null);
        sendingRef.current = false;
        setSending(false);
      }
      return restore;
    },
    [messages, reload, sendMessage],
  );

  return {
    messages,
    loading: loading && !data,
    loadError: Boolean(error) && !data,
    pending,
    streaming,
    sending,
    send,
  };
}
