import { emergencyFirst, SAFETY_PLAN_PATH } from '@mindcheck/common';
import { type CrisisCardResource, CrisisLine } from './crisis-line';

interface Props {
  /** The help lines; the emergency entries are listed first. */
  resources: readonly CrisisCardResource[];
  heading: string;
  /** The reply or the explanation above the lines, its line breaks kept; rendered as text only. */
  text?: string;
  /** Text below the lines (the rest of a crisis reply). */
  after?: string;
  /** SELF_HARM shows the link to the member's safety plan. */
  kind?: string | null;
  /** A line under the heading (the reply's time). */
  meta?: string;
  /** Tells cards on one page apart (the heading's id). */
  id: string;
  className?: string;
  children?: React.ReactNode;
}

/**
 * The crisis card (docs/security.md 20): kind words, then every help line with a tap-to-call link
 * (visible number, an accessible name that says whom it calls), the emergency entries first, and
 * for self-harm the member's safety plan. Used for crisis replies in the chat and wherever crisis
 * resources show (the assessment result, the test history).
 */
export function CrisisCard({ resources, heading, text, after, kind, meta, id, className = '', children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-rose-200 bg-rose-50 p-4 text-rose-950 sm:p-5 ${className}`}
    >
      <h2 id={headingId} className="text-base font-semibold sm:text-lg">
        {heading}
      </h2>
      {meta ? <p className="text-xs text-rose-900">{meta}</p> : null}
      {text ? <p className="mt-2 whitespace-pre-wrap break-words">{text}</p> : null}
      {children}
      <ul className="mt-3 space-y-2" aria-label="Help lines">
        {emergencyFirst(resources).map((resource) => (
          <li key={`${resource.name}-${resource.contact}`} className="rounded-lg border border-rose-200 bg-white p-3">
            <CrisisLine resource={resource} />
          </li>
        ))}
      </ul>
      {after ? <p className="mt-3 whitespace-pre-wrap break-words">{after}</p> : null}
      {kind === 'SELF_HARM' ? (
        <p className="mt-3">
          <a
            href={SAFETY_PLAN_PATH}
            className="font-semibold text-rose-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
          >
            Open my safety plan
          </a>
        </p>
      ) : null}
    </section>
  );
}

const NUMBERED = /^\d{1,2}\. /;

/**
 * A crisis reply split around its numbered help lines (the card shows those as links): the text
 * before them and the text after. A reply without them is all "before".
 */
export function splitAroundLines(text: string): { before: string; after: string } {
  const lines = text.split('\n');
  const first = lines.findIndex((l) => NUMBERED.test(l));
  if (first < 0) return { before: text, after: '' };
  let last = first;
  while (last + 1 < lines.length && NUMBERED.test(lines[last + 1])) last++;
  return { before: lines.slice(0, first).join('\n'), after: lines.slice(last + 1).join('\n') };
}
