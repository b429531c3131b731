import { useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChatWelcome } from './chat-welcome';
import { ChatConversation } from './chat-conversation';
import { ChatComposer } from './chat-composer';
import { chatMessages } from './chat-messages';
import { useChat } from './use-chat';
import { hasSeenWelcome, rememberWelcomeSeen } from './welcome-storage';

/** /chat (spec sections 2 and 4): a first-time welcome, then the conversation with the AI assistant. */
export default function ChatPage() {
  useDocumentTitle('Chat');
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  const [welcomed, setWelcomed] = useState(() => hasSeenWelcome(userId));

  function start() {
    rememberWelcomeSeen(userId);
    setWelcomed(true);
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Chat</h1>
      <div className="mt-6">{welcomed ? <ChatRoom /> : <ChatWelcome onStart={start} />}</div>
    </div>
  );
}

function ChatRoom() {
  const chat = useChat();
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Conversation"
        data-chat-scroll
        // Focusable, so that keyboard users can scroll the conversation.
        tabIndex={0}
        className="max-h-[60vh] min-h-[16rem] overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      >
        {chat.loading ? (
          <p role="status" className="py-8 text-center text-slate-600">
            Loading your chat…
          </p>
        ) : chat.loadError ? (
          <p role="alert" className="py-8 text-center text-slate-700">
            {chatMessages.loadFailed}
          </p>
        ) : (
          <ChatConversation messages={chat.messages} pending={chat.pending} streaming={chat.streaming} />
        )}
      </section>
      <ChatComposer sending={chat.sending} onSend={chat.send} />
    </div>
  );
}
