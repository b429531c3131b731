// GET /account/export: the signed-in member's data as a JSON download. Mounted by app.ts after
// the session middleware (which has already ended the sessions of disabled or erased members).
import { Router } from 'express';
import type { AccountService } from './account.service.js';
import { messages } from '../../messages.js';
import { localizeMessage } from '../../graphql/localized-errors.js';
import { visitorLocale } from '../locale/locale.request.js';

export function accountRoutes(account: AccountService): Router {
  const router = Router();
  router.get('/account/export', async (req, res, next) => {
    const userId = req.session?.userId;
    if (!userId) {
      res.status(401).json({ error: localizeMessage(messages.signInRequired, visitorLocale(req)) });
      return;
    }
    try {
      const data = await account.exportData(userId);
      const day = data.exportedAt.slice(0, 10);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="mindcheck-data-${day}.json"`);
      res.send(JSON.stringify(data, null, 2));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
