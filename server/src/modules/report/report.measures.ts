// The PDF summary's section on the validated measures (#34): each PHQ-9 and GAD-7 result with its
// band and, in plain words, how it compares with the one before.
import type { MeasureResultView } from '../measures/measures.service.js';
import type { SummaryWords } from './report.words.js';

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
  words: Pick<SummaryWords, 'measures' | 'measure'>,
): void {
  if (!results.length) return;
  doc.font('Body-Bold').fontSize(15).fillColor('#0f172a').text(words.measures);
  doc.moveDown(0.3);
  doc.font('Body').fontSize(10).fillColor('#334155');
  for (const r of results) doc.text(words.measure(r));
  doc.moveDown();
}
