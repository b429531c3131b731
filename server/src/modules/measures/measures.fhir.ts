// The member's PHQ-9 and GAD-7 results as a FHIR R4 Bundle of QuestionnaireResponse (#34), for
// GET /account/measures.fhir.json: each item answered (LOINC item code as linkId, the LOINC answer
// code and its text) and the total (LOINC 44261-6 / 70274-6). The questionnaires are LOINC's own
// (http://loinc.org/q/44249-1, http://loinc.org/q/69737-5). Nothing identifies the member beyond the file.
import { randomUUID } from 'node:crypto';
import { INSTRUMENT_DEFINITIONS } from '@mindcheck/common';
import type { MeasureResultView } from './measures.service.js';

const LOINC = 'http://loinc.org';

interface Coding {
  system: string;
  code: string;
  display: string;
}
interface ResponseItem {
  linkId: string;
  text: string;
  answer: ({ valueCoding: Coding } | { valueInteger: number })[];
}
export interface QuestionnaireResponse {
  resourceType: 'QuestionnaireResponse';
  id: string;
  questionnaire: string;
  status: 'completed';
  authored: string;
  item: ResponseItem[];
}
export interface FhirBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  entry: { fullUrl: string; resource: QuestionnaireResponse }[];
}

/** One result as a QuestionnaireResponse; the result must have been read with its answers. */
export function toQuestionnaireResponse(result: MeasureResultView): QuestionnaireResponse {
  const def = INSTRUMENT_DEFINITIONS[result.instrument];
  const answers = new Map((result.answers ?? []).map((a) => [a.questionId, a]));
  const item: ResponseItem[] = def.questions.flatMap((q) => {
    const answered = answers.get(q.id);
    const option = def.options.find((o) => o.label === answered?.selectedAnswer);
    if (!answered || !option) return [];
    return [
      {
        linkId: q.loinc,
        text: answered.question,
        answer: [{ valueCoding: { system: LOINC, code: option.loinc, display: option.label } }],
      },
    ];
  });
  item.push({ linkId: def.loinc.total, text: `${def.title} total score`, answer: [{ valueInteger: result.score }] });
  return {
    resourceType: 'QuestionnaireResponse',
    id: result.id,
    questionnaire: `${LOINC}/q/${def.loinc.panel}`,
    status: 'completed',
    authored: result.createdAt.toISOString(),
    item,
  };
}

/** The member's results (oldest first) as one Bundle of type collection. */
export function toFhirBundle(results: readonly MeasureResultView[], now: Date): FhirBundle {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: now.toISOString(),
    entry: results.map((r) => ({ fullUrl: `urn:uuid:${randomUUID()}`, resource: toQuestionnaireResponse(r) })),
  };
}
