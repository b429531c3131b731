import { formatTime } from './crisis-reply';

export function Bubble({
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
