// GET /account/report.pdf and GET /account/export.csv: the signed-in member's own data as files.
// Mounted by app.ts after the session middleware. Answers are not logged (the access log has the path only).
import { Router, type NextFunction, type Response } from 'express';
import { ErrorCode, isAppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { ReportService } from './report.service.js';

/** Too many downloads: 429 with Retry-After, in words; anything else goes to the app's error handler. */
function fail(error: unknown, res: Response, next: NextFunction) {
  if (isAppError(error) && error.code === ErrorCode.RATE_LIMITED) {
    res.setHeader('Retry-After', String(error.details.retryAfterSeconds ?? 60));
    res.status(429).json({ error: error.message });
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
  router.get('/account/report.pdf', async (req, res, next) => {
    noStore(res);
    const userId = req.session?.userId;
    if (!userId) {
      res.status(401).json({ error: messages.signInRequired });
      return;
    }
    try {
      const pdf = await reports.pdf(userId);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="mindcheck-summary-${now().toISOString().slice(0, 10)}.pdf"`,
      );
      res.send(pdf);
    } catch (error) {
      fail(error, res, next);
    }
  });
  router.get('/account/export.csv', async (req, res, next) => {
    noStore(res);
    const userId = req.session?.userId;
    if (!userId) {
      res.status(401).json({ error: messages.signInRequired });
      return;
    }
    try {
      const csv = await reports.csv(userId);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="mindcheck-scores-${now().toISOString().slice(0, 10)}.csv"`,
      );
      res.send(csv);
    } catch (error) {
      fail(error, res, next);
    }
  });
  return router;
}
