// Health checks (/healthz: the process answers; /readyz: and the database does) and the no-store
// header of API responses.
import { Router, type RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { pingDatabase } from '../db/connection.js';

export function healthRoutes(connection: Connection): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await pingDatabase(connection);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', database: ready ? 'up' : 'down' });
  });
  return router;
}

export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
