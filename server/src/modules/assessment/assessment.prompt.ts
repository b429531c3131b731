// The assessment prompt (spec section 7): a short, concise evaluation of the condition given the
// score out of 30, as plain text in short paragraphs. It carries the condition, the score and the
// band only: no name, email, phone or any other detail of the member, and not the answers.
import { MAX_SCORE, conditionInfo, type Condition } from '../../content/index.js';
import { lastWordRunStart } from '../../text.js';
import { hasNeutralBands, severityLabel } from '@mindcheck/common';
import { SEVERITY_LABELS, type Severity } from './assessment.scoring.js';

export interface PromptFacts {
  condition: Condition;
  score: number;
  severity: Severity;
  needsCrisisSupport: boolean;
}

export function buildEvaluationPrompt({ condition, score, severity, needsCrisisSupport }: PromptFacts): string {
  const info = conditionInfo(condition);
  const lines = [
    `A person has just completed a ten-question ${info.title.toLowerCase()}, a self-assessment about how often they had certain experiences ${info.timeWindow}. Each answer scores from 0 (not at all) to 3 (nearly every day).`,
    hasNeutralBands(condition)
      ? `Their score is ${score} out of ${MAX_SCORE}: ${severityLabel(condition, severity).toLowerCase()}. This scale is not a validated clinical instrument: do not name a severity grade.`
      : `Their score is ${score} out of ${MAX_SCORE}, which falls in the ${SEVERITY_LABELS[severity]} range.`,
    `Write a short, concise evaluation of their ${info.fieldName.toLowerCase()} result given this score out of ${MAX_SCORE}.`,
    'Write plain text in two or three short paragraphs: no headings, no lists, no markdown and no special symbols.',
    'Speak to the person directly, warmly and without judgement. Make clear that this is a screening result, not a diagnosis, and suggest speaking with a qualified mental health professional where it would help.',
  ];
  if (needsCrisisSupport) {
    lines.push(
      'Gently encourage them to contact local emergency services or a crisis line straight away if they ever feel unsafe or think about harming themselves.',
    );
  }
  return lines.join('\n');
}

/** AI text as plain text: markdown emphasis and heading marks dropped, blank lines collapsed, length capped. */
export function toPlainEvaluation(text: string, maxChars = 4000): string {
  const plain = text
    .replace(/\r\n?/g, '\n')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/^[ \t]*[*\-•][ \t]+/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (plain.length <= maxChars) return plain;
  const cut = plain.slice(0, maxChars);
  const lastRun = lastWordRunStart(cut);
  return `${lastRun >= 0 ? cut.slice(0, lastRun) : cut}…`;
}
