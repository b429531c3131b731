import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChatWelcome } from './chat-welcome';
import { hasSeenWelcome, rememberWelcomeSeen } from './welcome-storage';

// The conversation (and Apollo Client with it) in its own chunk: the welcome paints without them.
const ChatRoom = lazy(() => import('./chat-room-area'));
import { chat } from 'app-en:chat';
import { useT } from '../../lib/i18n/locale';

/** /chat (spec sections 2 and 4): a first-time welcome, then the conversation with the AI assistant. */
export default function ChatPage() {
  const t = useT({ chat });
  useDocumentTitle(t('chat.title'));
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  const [welcomed, setWelcomed] = useState(() => hasSeenWelcome(userId));

  function start() {
    rememberWelcomeSeen(userId);
    setWelcomed(true);
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('chat.title')}</h1>
      <div className="mt-6">
        {welcomed ? (
          <Suspense
            fallback={
              <p role="status" className="py-8 text-center text-slate-600">
                {t('chat.loading')}
              </p>
            }
          >
            <ChatRoom />
          </Suspense>
        ) : (
          <ChatWelcome onStart={start} />
        )}
      </div>
    </div>
  );
}
