import { useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChatWelcome } from './chat-welcome';
import { hasSeenWelcome, rememberWelcomeSeen } from './welcome-storage';
import { ChatRoom } from './chat-room';

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
