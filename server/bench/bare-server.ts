/**
 * The benchmark's yardstick: a bare Node http server with the official mongodb driver doing the
 * lookups that `me` and `testHistory` need, and nothing else: the session by its signed cookie id
 * (connect-mongo's document), then the member or their assessments, answered as the same JSON.
 * No framework, no GraphQL, no validation, no logging. Started by bench/http.ts as a child process:
 *
 *   MONGODB_URI=... SESSION_SECRET=... node --import @swc-node/register/esm-register bench/bare-server.ts
 *
 * Prints `listening http://127.0.0.1:PORT` once ready. POST /me and POST /history.
 */
import http from 'node:http';
import { MongoClient, ObjectId } from 'mongodb';
import { parse as parseCookie } from 'cookie';
import signature from 'cookie-signature';
import {
  CONDITION_INFO,
  DEFAULT_CRISIS_RESOURCES,
  MAX_SCORE,
  conditionFromSlug,
  expertsFor,
  tipsFor,
} from '../src/content/index.js';

const uri = process.env.MONGODB_URI;
const secret = process.env.SESSION_SECRET;
if (!uri || !secret) throw new Error('MONGODB_URI and SESSION_SECRET are required');

const client = await new MongoClient(uri).connect();
const db = client.db('mindcheck');
const sessions = db.collection<{ _id: string; expires: Date; session: { userId?: string } }>('sessions');
const users = db.collection('users');
const assessments = db.collection('assessments');

async function memberOf(req: http.IncomingMessage): Promise<string | null> {
  const raw = parseCookie(req.headers.cookie ?? '')['mc.sid'];
  if (!raw?.startsWith('s:')) return null;
  const sid = signature.unsign(raw.slice(2), secret!);
  if (!sid) return null;
  const doc = await sessions.findOne({ _id: sid });
  if (!doc || doc.expires < new Date()) return null;
  return doc.session.userId ?? null;
}

async function me(userId: string) {
  const u = await users.findOne({ _id: new ObjectId(userId) });
  if (!u) return null;
  return {
    id: u._id.toString(),
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    displayName: u.displayName ?? null,
    photoURL: u.photoURL ?? null,
    role: 'USER',
  };
}

async function history(userId: string) {
  const docs = await assessments.find({ userId }).sort({ createdAt: -1, _id: -1 }).toArray();
  return docs.flatMap((d) => {
    const condition = conditionFromSlug(d.condition);
    if (!condition) return [];
    return [
      {
        id: d._id.toString(),
        condition,
        title: CONDITION_INFO[condition].title,
        score: d.score,
        maxScore: MAX_SCORE,
        severity: d.severity,
        evaluation: d.evaluation,
        createdAt: (d.createdAt as Date).toISOString(),
        tips: tipsFor(condition),
        needsCrisisSupport: d.needsCrisisSupport,
        crisisResources: d.needsCrisisSupport ? DEFAULT_CRISIS_RESOURCES : [],
        recommendedExperts: expertsFor(condition).map((e) => ({
          id: e.id,
          name: e.name,
          specialization: e.specialization,
          contact: e.contact,
          field: e.field,
        })),
      },
    ];
  });
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    void (async () => {
      try {
        JSON.parse(Buffer.concat(chunks).toString() || '{}');
        const userId = await memberOf(req);
        let data: unknown;
        if (req.url === '/me') data = { me: userId ? await me(userId) : null };
        else if (req.url === '/history') data = { testHistory: userId ? await history(userId) : [] };
        else {
          res.writeHead(404).end();
          return;
        }
        const body = JSON.stringify({ data });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
      } catch {
        res.writeHead(500).end();
      }
    })();
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`listening http://127.0.0.1:${port}`);
});
const stop = () => server.close(() => void client.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
