import { hasNeutralBands } from '@mindcheck/common';
import type { Severity } from '../gql/graphql';
import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

export const severityLabels: Record<Severity, string> = {
  MINIMAL: 'Minimal',
  MILD: 'Mild',
  MODERATE: 'Moderate',
  MODERATELY_SEVERE: 'Moderately severe',
  SEVERE: 'Severe',
};

// common's severityLabel, in the language shown.
const CLINICAL: Record<Severity, string> = {
  MINIMAL: 'ui.band.minimal',
  MILD: 'ui.band.mild',
  MODERATE: 'ui.band.moderate',
  MODERATELY_SEVERE: 'ui.band.moderatelySevere',
  SEVERE: 'ui.band.severe',
};
const NEUTRAL: Record<Severity, string> = {
  MINIMAL: 'ui.band.few',
  MILD: 'ui.band.few',
  MODERATE: 'ui.band.some',
  MODERATELY_SEVERE: 'ui.band.many',
  SEVERE: 'ui.band.many',
};

const tones: Record<Severity, string> = {
  MINIMAL: 'bg-emerald-100 text-emerald-900',
  MILD: 'bg-sky-100 text-sky-900',
  MODERATE: 'bg-amber-100 text-amber-900',
  MODERATELY_SEVERE: 'bg-orange-100 text-orange-900',
  SEVERE: 'bg-rose-100 text-rose-900',
};

/**
 * The score's informational band (never a diagnosis): "Moderate range", or for the spec's custom
 * schizophrenia and dementia scales "Some symptoms reported" (docs/clinical-safety.md H5).
 */
export function SeverityBadge({ severity, condition }: { severity: Severity; condition: string }) {
  const t = useT({ ui });
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${tones[severity]}`}>
      {t(hasNeutralBands(condition) ? NEUTRAL[severity] : CLINICAL[severity])}
    </span>
  );
}

export const notADiagnosis =
  'This is a screening result to help you reflect, not a diagnosis. Only a qualified professional can diagnose a condition.';
