import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { characterCount } from '@mindcheck/common';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { ComposerOutput, ComposerValues } from './chat-composer-rules';
import toast from '../../components/toasts';
import { PROMPT_MAX_CHARS } from './chat-messages';
import { chat } from 'app-en:chat';
import { useLocale, useT } from '../../lib/i18n/locale';
import { useRuleWords } from '../auth/rule-words';

// The server's rule for a prompt, in its own chunk: fetched on the composer's first focus.
const rules = lazyResolver(() => import('./chat-composer-rules').then((m) => m.composerResolver));

/**
 * The message input (with its visible label) and the Send button. Enter sends; Shift+Enter adds a line.
 * A refused prompt shows the rule's message as a toast, as the server's refusals do, and under the
 * text box, tied to it and announced (issue #39, item 10: the toast alone can cover the box on a phone).
 */
export function ChatComposer({
  sending,
  onSend,
}: {
  sending: boolean;
  /** Sends a checked prompt; resolves true when nothing was stored, so the text goes back in the input. */
  onSend: (prompt: string) => Promise<boolean>;
}) {
  const ruleWords = useRuleWords();
  const form = useForm<ComposerValues, unknown, ComposerOutput>({
    resolver: ruleWords(rules.resolver),
    defaultValues: { prompt: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const id = useId();
  const t = useT({ chat });
  const { locale } = useLocale();
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const error = form.formState.errors.prompt?.message;
  // Counted as the rule counts (trimmed, an emoji is one character).
  const length = characterCount(form.watch('prompt').trim());
  const nearLimit = length > PROMPT_MAX_CHARS - 200;

  const send = form.handleSubmit(
    async ({ prompt: text }) => {
      const typed = form.getValues('prompt');
      // Cleared at once (the message shows in the conversation); put back if nothing was stored.
      form.setValue('prompt', '');
      if (await onSend(text)) form.setValue('prompt', typed);
    },
    (errors) => {
      if (errors.prompt?.message) toast.error(errors.prompt.message);
    },
  );

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('chat.yourMessage')}
      </label>
      <div className="flex items-end gap-3">
        <textarea
          id={id}
          {...form.register('prompt', { onChange: () => error && form.clearErrors('prompt') })}
          onKeyDown={onKeyDown}
          onFocus={rules.preload}
          rows={2}
          // Room for 2,000 emoji (two UTF-16 units each); past 2,000 characters the rule's message says so.
          maxLength={PROMPT_MAX_CHARS * 2}
          placeholder={t('chat.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[nearLimit ? counterId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          className="min-h-[3rem] flex-1 resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600"
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {t('chat.send')}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {nearLimit ? (
        <p
          id={counterId}
          className={`text-sm ${length > PROMPT_MAX_CHARS ? 'font-medium text-red-700' : 'text-slate-600'}`}
        >
          {t('chat.characters', {
            length: length.toLocaleString(locale),
            max: PROMPT_MAX_CHARS.toLocaleString(locale),
          })}
        </p>
      ) : null}
    </form>
  );
}
