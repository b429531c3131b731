import { MessageCircle } from 'lucide-react';
import { chatMessages } from './chat-messages';

/** The first-time welcome (spec sections 2 and 4): what the assistant is, and the way in. */
export function ChatWelcome({ onStart }: { onStart: () => void }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <span
        aria-hidden="true"
        className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-100"
      >
        <MessageCircle className="h-8 w-8 text-brand-700" strokeWidth={1.8} />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-slate-900">Welcome to MindCheck Chat</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">
        Ask about how you are feeling, stress, sleep, worries or anything on your mind. An AI assistant answers in a few
        short paragraphs. It can help you reflect, but it is not a diagnosis and not a replacement for a professional.
      </p>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">
        If you are in danger or thinking about harming yourself, please contact your local emergency number now.
      </p>
      <button
        type="button"
        onClick={onStart}
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {chatMessages.startButton}
      </button>
    </div>
  );
}
