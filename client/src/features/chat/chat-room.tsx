import { ChatConversation } from './chat-conversation';
import { ChatComposer } from './chat-composer';
import { chatMessages } from './chat-messages';
import { useChat } from './use-chat';

export function ChatRoom() {
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
