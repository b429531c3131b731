// The member's summary for a clinician (a PDF) and their scores and moods as CSV. Both read only the
// signed-in member's own records through the services that own them; nothing here is logged.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../clock.js';
import type { CrisisResource } from '../../content/index.js';
import { CONDITION_INFO, MAX_SCORE } from '../../content/index.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { AssessmentService } from '../assessment/assessment.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { MoodService } from '../mood/mood.service.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { MeasuresService } from '../measures/measures.service.js';
import { toFhirBundle, type FhirBundle } from '../measures/measures.fhir.js';
import { measuresSection } from './report.measures.js';
import { exportWords, summaryWords } from './report.words.js';
import { DEFAULT_LOCALE, type Locale } from '@mindcheck/common';
import { localeOf } from '../locale/member-locale.js';

export interface ReportServiceDeps {
  assessments: AssessmentService;
  moods: MoodService;
  /** The PHQ-9 and GAD-7 results (#34): in the PDF and the FHIR export. */
  measures: MeasuresService;
  auth: AuthService;
  /** The crisis resources of the member's country (the profile's), else the configured defaults. */
  crisisResources(country: string | null | undefined): readonly CrisisResource[];
  clock: Clock;
  /** Downloads per member: a PDF costs real CPU, so a script cannot ask for one in a loop. */
  limiter: Limiter;
}

/** Downloads (PDF and CSV together) a member may make per hour. */
export const REPORT_DOWNLOADS_PER_HOUR = 30;

/** Shown on every summary, as on every result page. */
export const NOT_A_DIAGNOSIS =
  'This is a screening result to help you reflect, not a diagnosis. Only a qualified professional can diagnose a condition.';

// The PDF's built-in Helvetica has glyphs for Western European text only (WinAnsi). A summary with
// any other letter (a Yoruba, Igbo or Hausa name, a note) embeds DejaVu Sans instead. Only then:
// embedding costs 50-150 ms of CPU against about 15 ms for a summary in Helvetica.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const UNICODE_FONTS = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', oblique: 'DejaVuSans-Oblique.ttf' };
const STANDARD_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', oblique: 'Helvetica-Oblique' };
/** Characters outside Latin-1 and WinAnsi's few extras (dashes, curly quotes, bullet, ellipsis, euro). */
const BEYOND_WINANSI =
  /[^\t\n\r\u0020-\u00ff\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u20ac\u2122]/;

export class ReportService {
  constructor(private readonly deps: ReportServiceDeps) {}

  /** The PDF summary: name, date, each result (date, score, band, answers, evaluation), the notice and the crisis resources. */
  async pdf(userId: string): Promise<Buffer> {
    await this.deps.limiter.consume(userId);
    const user = await this.deps.auth.findActiveUser(userId);
    if (!user) throw AppError.unauthenticated(messages.signInRequired);
    const [history, moods, measures] = await Promise.all([
      this.deps.assessments.history(userId, { withAnswers: true }),
      this.deps.moods.list(userId),
      this.deps.measures.listForMember(userId),
    ]);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName || user.email;
    const now = this.deps.clock.now();
    const crisisResources = this.deps.crisisResources(user.country);
    // In the member's language (#36), each line whole in it or in English (report.words.ts).
    const words = summaryWords(user.locale);

    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      lang: words.lang,
      info: { Title: words.title, Author: 'MindCheck', Subject: words.subject },
    });
    // Every text of the summary is bounded (at most 1,000 moods of 500 characters, the records' own
    // fields), and the pattern is one character class: linear. Another language's words and dates
    // (Pidgin's 'Ọgọ', Yoruba's 'ẹ', Hausa's 'ƙ') need the Unicode font too.
    const texts = [
      name,
      ...history.flatMap((r) => [r.evaluation, ...(r.answers ?? []).flatMap((a) => [a.question, a.selectedAnswer])]),
      ...moods.map((m) => m.note ?? ''),
      ...crisisResources.flatMap((c) => [c.name, c.contact, c.url ?? '']),
    ];
    const unicode = words.reader !== 'en' || texts.some((text) => BEYOND_WINANSI.test(text));
    const fonts = unicode
      ? {
          regular: fontFile(UNICODE_FONTS.regular),
          bold: fontFile(UNICODE_FONTS.bold),
          oblique: fontFile(UNICODE_FONTS.oblique),
        }
      : STANDARD_FONTS;
    doc.registerFont('Body', fonts.regular);
    doc.registerFont('Body-Bold', fonts.bold);
    doc.registerFont('Body-Oblique', fonts.oblique);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });

    doc.font('Body-Bold').fontSize(20).text(words.title);
    doc.moveDown(0.3);
    doc.font('Body').fontSize(11).fillColor('#334155');
    doc.text(words.name(name));
    doc.text(words.date(now));
    doc.moveDown(0.5);
    doc.font('Body-Oblique').fontSize(10).fillColor('#0f172a').text(words.notADiagnosis);
    doc.moveDown();

    doc.font('Body-Bold').fontSize(15).fillColor('#0f172a').text(words.results);
    doc.moveDown(0.3);
    if (!history.length) doc.font('Body').fontSize(11).text(words.noHistory);
    for (const record of history) {
      doc.font('Body-Bold').fontSize(13).fillColor('#0f172a').text(words.testTitle(record));
      doc.font('Body').fontSize(11).fillColor('#334155');
      doc.text(words.result(record));
      doc.moveDown(0.3);
      doc.font('Body-Bold').fontSize(10).fillColor('#0f172a').text(words.answers);
      doc.font('Body').fontSize(10).fillColor('#334155');
      // The questions and answers as the member read them (the spec's tests are in English, #36).
      for (const [i, answer] of (record.answers ?? []).entries()) {
        doc.text(`${i + 1}. ${answer.question}`, { continued: false });
        doc.text(`    ${answer.selectedAnswer} (${answer.score})`);
      }
      doc.moveDown(0.3);
      doc.font('Body-Bold').fontSize(10).fillColor('#0f172a').text(words.evaluation);
      doc.font('Body').fontSize(10).fillColor('#334155').text(record.evaluation);
      doc.moveDown();
    }

    measuresSection(doc, measures, words);

    if (moods.length) {
      doc.font('Body-Bold').fontSize(15).fillColor('#0f172a').text(words.moods);
      doc.moveDown(0.3);
      doc.font('Body').fontSize(10).fillColor('#334155');
      for (const entry of moods) doc.text(words.mood(entry));
      doc.moveDown();
    }

    doc.font('Body-Bold').fontSize(15).fillColor('#0f172a').text(words.help);
    doc.moveDown(0.3);
    doc.font('Body').fontSize(11).fillColor('#334155');
    for (const resource of crisisResources) {
      doc.text(`${words.helpLine(resource.name)}: ${resource.contact}${resource.url ? ` (${resource.url})` : ''}`);
    }
    doc.end();
    return done;
  }

  /** The member's language, for a refused download's words (#36). */
  async readerLocale(userId: string): Promise<Locale> {
    const user = await this.deps.auth.findActiveUser(userId);
    return user ? localeOf(user) : DEFAULT_LOCALE;
  }

  /** The member's PHQ-9 and GAD-7 results as a FHIR R4 Bundle of QuestionnaireResponse. */
  async fhirMeasures(userId: string): Promise<FhirBundle> {
    await this.deps.limiter.consume(userId);
    const results = await this.deps.measures.listForMember(userId, null, { withAnswers: true });
    return toFhirBundle(results, this.deps.clock.now());
  }

  /** Scores and moods, one row each, oldest first, in the member's language (#36); cells that a spreadsheet would run as a formula are made text. */
  async csv(userId: string): Promise<string> {
    await this.deps.limiter.consume(userId);
    const [scores, moods, user] = await Promise.all([
      this.deps.assessments.healthScores(userId),
      this.deps.moods.list(userId),
      this.deps.auth.findActiveUser(userId),
    ]);
    const words = exportWords(user?.locale);
    type Row = { at: Date; cells: (string | number)[] };
    const rows: Row[] = [
      ...scores.map((s) => ({
        at: s.createdAt,
        cells: words.score({ ...s, title: CONDITION_INFO[s.condition].title, maxScore: MAX_SCORE }),
      })),
      ...moods.map((m) => ({ at: m.createdAt, cells: words.mood(m) })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    return stringify([words.header(), ...rows.map((r) => r.cells.map(safeCell))]);
  }
}

/** OWASP's CSV-injection rule: a cell starting with = + - @ tab or CR is prefixed with ' (numbers stay numbers). */
function safeCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
