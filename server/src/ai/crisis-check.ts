// The semantic crisis check (docs/security.md 20): a short classification call on a member message
// the rules did not flag, with its own system instruction and a structured JSON answer. Its answer
// only ever adds a crisis reply: a "no", a timeout, an error or an answer that is not the schema's
// all leave the message to the ordinary reply (the rules alone decide then).
import { CRISIS_KINDS } from '@mindcheck/common';
import { Type, type GenerateContentConfig } from '@google/genai';
import { z } from 'zod';
import type { CrisisClassification } from './ai-provider.js';

/** The deadline of the check: past it, the ordinary reply goes ahead. */
export const CRISIS_CHECK_TIMEOUT_MS = 3000;

export const CRISIS_CHECK_INSTRUCTION = [
  'You are a safety classifier for a mental-health app used in Nigeria and elsewhere. You read one message a member wrote, in any language or dialect (English, Nigerian English, Pidgin, Yoruba, Hausa, Igbo), with typos.',
  'Decide whether it shows a crisis: SELF_HARM (thoughts of suicide or of harming themselves, a wish to be dead, a plan or means, a goodbye), HARM_TO_OTHERS (they may harm someone), IN_DANGER (someone is harming or threatening them now), SOMEONE_ELSE (another person is in danger now, e.g. took pills, will not wake up).',
  'Ordinary sadness, stress, jokes and figures of speech are not a crisis. When a real crisis is plausible, answer crisis true.',
  'Answer only with the JSON object of the schema: {"crisis": boolean, "kind": one of the kinds, or "NONE"}.',
].join('\n');

export const CRISIS_CHECK_CONFIG: GenerateContentConfig = {
  systemInstruction: CRISIS_CHECK_INSTRUCTION,
  responseMimeType: 'application/json',
  responseSchema: {
    type: Type.OBJECT,
    properties: {
      crisis: { type: Type.BOOLEAN },
      kind: { type: Type.STRING, enum: [...CRISIS_KINDS, 'NONE'] },
    },
    required: ['crisis', 'kind'],
  },
  temperature: 0,
  maxOutputTokens: 64,
};

const answerSchema = z.object({
  crisis: z.boolean(),
  kind: z.enum([...CRISIS_KINDS, 'NONE']).nullish(),
});

/**
 * The model's JSON answer; anything else is read as "no crisis". A crisis without a kind is read
 * as SELF_HARM (its reply carries every help line).
 */
export function readCrisisCheckAnswer(text: string): CrisisClassification {
  let value: unknown;
  try {
    value = JSON.parse(text.slice(0, 2000));
  } catch {
    return { crisis: false, kind: null };
  }
  const parsed = answerSchema.safeParse(value);
  if (!parsed.success || !parsed.data.crisis) return { crisis: false, kind: null };
  const kind = parsed.data.kind;
  return { crisis: true, kind: kind && kind !== 'NONE' ? kind : 'SELF_HARM' };
}
