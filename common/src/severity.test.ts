import { severityLabel, hasNeutralBands } from './severity.js';

describe('severity labels', () => {
  it('names the custom schizophrenia and dementia scales by what was reported, never a clinical grade', () => {
    for (const condition of ['SCHIZOPHRENIA', 'DEMENTIA']) {
      expect(hasNeutralBands(condition)).toBe(true);
      expect(severityLabel(condition, 'MINIMAL')).toBe('Few symptoms reported');
      expect(severityLabel(condition, 'MODERATE')).toBe('Some symptoms reported');
      expect(severityLabel(condition, 'SEVERE')).toBe('Many symptoms reported');
      for (const band of ['MINIMAL', 'MILD', 'MODERATE', 'MODERATELY_SEVERE', 'SEVERE'] as const)
        expect(severityLabel(condition, band)).not.toMatch(/minimal|mild|moderate|severe/i);
    }
  });

  it('keeps the PHQ-style bands for the validated-style scales', () => {
    expect(severityLabel('DEPRESSION', 'MODERATELY_SEVERE')).toBe('Moderately severe range');
    expect(severityLabel('ANXIETY', 'MINIMAL')).toBe('Minimal range');
    expect(hasNeutralBands('SUBSTANCE_ABUSE')).toBe(false);
  });
});
