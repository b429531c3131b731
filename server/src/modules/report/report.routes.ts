// GET /account/report.pdf, GET /account/export.csv and GET /account/measures.fhir.json (#34): the signed-in member's own data as files.
// Mounted by app.ts after the session middleware. Answers are not logged (the access log has the path only).
// Downloads started by another site are refused before they count (see Sec-Fetch-Site below).
// A refusal is in the member's language, a visitor's by the browser's (#36).
import { Router, type NextFunction, type Request, type Response } from 'express';
import { ErrorCode, isAppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { ReportService } from './report.service.js';
import type { Locale } from '@mindcheck/common';
import { localizeMessage } from '../../graphql/localized-errors.js';
import { visitorLocale } from '../locale/locale.request.js';

/** Too many downloads: 429 with Retry-After, in the member's words; anything else goes to the app's error handler. */
function fail(error: unknown, res: Response, next: NextFunction, locale: () => Promise<Locale>) {
  if (isAppError(error) && error.code === ErrorCode.RATE_LIMITED) {
    res.setHeader('Retry-After', String(error.details.retryAfterSeconds ?? 60));
    const message = error.message;
    locale().then(
      (lang) => res.status(429).json({ error: localizeMessage(message, lang) }),
      () => res.status(429).json({ error: message }),
    );
    return;
  }
  next(error);
}

function noStore(res: Response) {
  // Health data: never kept by a browser or proxy cache.
  res.setHeader('Cache-Control', 'no-store');
}

export function reportRoutes(reports: ReportService, now: () => Date): Router {
  const router = Router();
  /** A signed-in member's own download: never cached, named by today's date. */
  const download =
    (make: (userId: string) => Promise<Buffer | string>, type: string, name: string, extension: string) =>
    async (req: Request, res: Response, next: NextFunction) => {
      noStore(res);
      // A top-level GET from another site carries the Lax session cookie: it could use up the
      // member's download quota (or make them download). Browsers say where a request comes from
      // in Sec-Fetch-Site; only the app's own pages (same-origin) and a typed or bookmarked address
      // (none) may download, and nothing else is counted (#33). A browser that sends no such header
      // (older ones) is served and counted as before.
      const site = req.get('sec-fetch-site');
      if (site !== undefined && site !== 'same-origin' && site !== 'none') {
        res.status(403).json({ error: localizeMessage(messages.downloadFromMindCheck, visitorLocale(req)) });
        return;
      }
      const userId = req.session?.userId;
      if (!userId) {
        res.status(401).json({ error: localizeMessage(messages.signInRequired, visitorLocale(req)) });
        return;
      }
      try {
        const body = await make(userId);
        res.setHeader('Content-Type', type);
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="mindcheck-${name}-${now().toISOString().slice(0, 10)}.${extension}"`,
        );
        res.send(body);
      } catch (error) {
        fail(error, res, next, () => reports.readerLocale(userId));
      }
    };
  router.get(
    '/account/report.pdf',
    download((id) => reports.pdf(id), 'application/pdf', 'summary', 'pdf'),
  );
  router.get(
    '/account/measures.fhir.json',
    download(
      async (id) => JSON.stringify(await reports.fhirMeasures(id), null, 2),
      'application/fhir+json; charset=utf-8',
      'measures',
      'fhir.json',
    ),
  );
  router.get(
    '/account/export.csv',
    download((id) => reports.csv(id), 'text/csv; charset=utf-8', 'scores', 'csv'),
  );
  return router;
}
