import { formatMoment } from '../../lib/format-day';
import { CrisisCard, splitAroundLines } from '../../components/crisis-card';
import type { ChatMessage } from './use-chat';
import type { Locale } from '@mindcheck/common';
import { crisis } from 'app-en:crisis';
import { useLocale, useT } from '../../lib/i18n/locale';

/** A crisis reply: the crisis card (text, tap-to-call help lines) instead of a plain bubble. */
export function CrisisReply({ message }: { message: ChatMessage }) {
  const { before, after } = splitAroundLines(message.text);
  const t = useT({ crisis });
  const { locale } = useLocale();
  return (
    <div className="flex justify-start">
      <CrisisCard
        id={`crisis-${message.id}`}
        heading={t('crisis.chatHeading')}
        text={before}
        after={after}
        kind={message.crisisKind}
        resources={message.crisisResources}
        meta={formatTime(message.createdAt, locale)}
        className="w-full sm:max-w-[85%]"
      />
    </div>
  );
}

export function formatTime(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatMoment(date, locale);
}
