import { formatMoment } from '../../lib/format-day';
import { CrisisCard, splitAroundLines } from '../../components/crisis-card';
import type { ChatMessage } from './use-chat';

/** A crisis reply: the crisis card (text, tap-to-call help lines) instead of a plain bubble. */
export function CrisisReply({ message }: { message: ChatMessage }) {
  const { before, after } = splitAroundLines(message.text);
  return (
    <div className="flex justify-start">
      <CrisisCard
        id={`crisis-${message.id}`}
        heading="MindCheck: help is here"
        text={before}
        after={after}
        kind={message.crisisKind}
        resources={message.crisisResources}
        meta={formatTime(message.createdAt)}
        className="w-full sm:max-w-[85%]"
      />
    </div>
  );
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatMoment(date);
}
