// The PDF summary's section on the validated measures (#34): each PHQ-9 and GAD-7 result with its
// band and, in plain words, how it compares with the one before.
import { INSTRUMENT_DEFINITIONS, MEASURE_CHANGE_WORDS } from '@mindcheck/common';
import { SEVERITY_LABELS } from '../assessment/assessment.scoring.js';
import type { MeasureResultView } from '../measures/measures.service.js';

/** What the section draws with (a PDFKit document). */
interface TextDocument {
  font(name: string): this;
  fontSize(size: number): this;
  fillColor(color: string): this;
  text(text: string): this;
  moveDown(lines?: number): this;
}

export function measuresSection(
  doc: TextDocument,
  results: readonly MeasureResultView[],
  formatDate: (date: Date) => string,
): void {
  if (!results.length) return;
  doc.font('Body-Bold').fontSize(15).fillColor('#0f172a').text('Validated measures (PHQ-9, GAD-7)');
  doc.moveDown(0.3);
  doc.font('Body').fontSize(10).fillColor('#334155');
  for (const r of results) {
    const def = INSTRUMENT_DEFINITIONS[r.instrument];
    doc.text(
      `${formatDate(r.createdAt)}: ${def.title}: ${r.score} of ${r.maxScore} (${SEVERITY_LABELS[r.severity]}; clinical cut-off ${def.clinicalCutoff}) - ${MEASURE_CHANGE_WORDS[r.change].label}`,
    );
  }
  doc.moveDown();
}
