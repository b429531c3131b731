// How a score's band is named. The depression, anxiety and substance-use scales use the
// PHQ-style bands (minimal ... severe). The spec's custom schizophrenia and dementia scales are not
// validated instruments, so their bands are named by what was reported, not by a clinical grade
// (docs/clinical-safety.md H5). The API's Severity values stay the same for every condition.

export type SeverityBand = 'MINIMAL' | 'MILD' | 'MODERATE' | 'MODERATELY_SEVERE' | 'SEVERE';

/** The conditions whose scale is the spec's own, not a validated instrument. */
export const NEUTRAL_BAND_CONDITIONS: readonly string[] = Object.freeze(['SCHIZOPHRENIA', 'DEMENTIA']);

const CLINICAL: Readonly<Record<SeverityBand, string>> = Object.freeze({
  MINIMAL: 'Minimal range',
  MILD: 'Mild range',
  MODERATE: 'Moderate range',
  MODERATELY_SEVERE: 'Moderately severe range',
  SEVERE: 'Severe range',
});

const NEUTRAL: Readonly<Record<SeverityBand, string>> = Object.freeze({
  MINIMAL: 'Few symptoms reported',
  MILD: 'Few symptoms reported',
  MODERATE: 'Some symptoms reported',
  MODERATELY_SEVERE: 'Many symptoms reported',
  SEVERE: 'Many symptoms reported',
});

/** True when the condition's bands are named neutrally (low / some / many symptoms reported). */
export function hasNeutralBands(condition: string): boolean {
  return NEUTRAL_BAND_CONDITIONS.includes(condition);
}

/** The band's name as a person reads it: "Moderate range", or "Some symptoms reported". */
export function severityLabel(condition: string, severity: SeverityBand): string {
  return (hasNeutralBands(condition) ? NEUTRAL : CLINICAL)[severity];
}

const BAND_KEYS: Readonly<Record<SeverityBand, string>> = Object.freeze({
  MINIMAL: 'minimal',
  MILD: 'mild',
  MODERATE: 'moderate',
  MODERATELY_SEVERE: 'moderatelySevere',
  SEVERE: 'severe',
});
const NEUTRAL_BAND_KEYS: Readonly<Record<SeverityBand, string>> = Object.freeze({
  MINIMAL: 'few',
  MILD: 'few',
  MODERATE: 'some',
  MODERATELY_SEVERE: 'many',
  SEVERE: 'many',
});

/** The band's key in the catalogues (`app:ui.band.<key>`, #36): "moderate", or "some" on a neutral scale. */
export function bandKey(condition: string, severity: SeverityBand): string {
  return (hasNeutralBands(condition) ? NEUTRAL_BAND_KEYS : BAND_KEYS)[severity];
}
