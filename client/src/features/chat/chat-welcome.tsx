import { MessageCircle } from 'lucide-react';
import { chat } from 'app-en:chat';
import { useT } from '../../lib/i18n/locale';

/** The first-time welcome (spec sections 2 and 4): what the assistant is, and the way in. */
export function ChatWelcome({ onStart }: { onStart: () => void }) {
  const t = useT({ chat });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <span
        aria-hidden="true"
        className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-100"
      >
        <MessageCircle className="h-8 w-8 text-brand-700" strokeWidth={1.8} />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-slate-900">{t('chat.welcomeHeading')}</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{t('chat.welcomeText')}</p>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{t('chat.welcomeDanger')}</p>
      <button
        type="button"
        onClick={onStart}
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {t('chat.start')}
      </button>
    </div>
  );
}
