import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PROMPT_MAX_CHARS } from './chat-messages';

/** The message input (with its visible label) and the Send button. Enter sends; Shift+Enter adds a line. */
export function ChatComposer({
  sending,
  onSend,
}: {
  sending: boolean;
  onSend: (prompt: string) => Promise<string | null>;
}) {
  const [prompt, setPrompt] = useState('');
  const id = useId();
  const counterId = `${id}-count`;
  const nearLimit = prompt.length > PROMPT_MAX_CHARS - 200;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    const text = prompt;
    // Cleared at once (the message shows in the conversation); put back if nothing was stored.
    if (text.trim()) setPrompt('');
    const restore = await onSend(text);
    if (restore !== null) setPrompt(restore);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Your message
      </label>
      <div className="flex items-end gap-3">
        <textarea
          id={id}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={PROMPT_MAX_CHARS}
          placeholder="Type your message…"
          aria-describedby={nearLimit ? counterId : undefined}
          className="min-h-[3rem] flex-1 resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600"
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          Send
        </button>
      </div>
      {nearLimit ? (
        <p id={counterId} className="text-sm text-slate-600">
          {prompt.length.toLocaleString('en')} of {PROMPT_MAX_CHARS.toLocaleString('en')} characters
        </p>
      ) : null}
    </form>
  );
}
