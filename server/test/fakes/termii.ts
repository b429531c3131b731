// A local Termii (https://developer.termii.com) that speaks its Messaging API as Termii does:
// POST /api/sms/send with a JSON body { api_key, to, from, sms, type, channel } answers
// { message_id, message: 'Successfully Sent', balance, user }; a wrong api_key is 401 and a
// malformed body 400, each with Termii's { message }. It keeps what it was sent, and sends the
// app Termii's signed events (delivery reports, inbound replies): X-Termii-Signature is the
// HMAC-SHA512 of the raw body with the account's secret key.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';

export interface TermiiSent {
  messageId: string;
  to: string;
  from: string;
  sms: string;
  type: string;
  channel: string;
}

export interface FakeTermii {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  sent: TermiiSent[];
  /** Answer every send with this HTTP status (Termii's refusal), until cleared. */
  refuseWith: number | null;
  /** Posts a signed event to the app's webhook; resolves with the app's HTTP status. */
  event(appUrl: string, body: Record<string, unknown>, secret?: string): Promise<number>;
  deliveryReport(appUrl: string, messageId: string, status: string): Promise<number>;
  reply(appUrl: string, sender: string, message: string): Promise<number>;
  close(): Promise<void>;
}

const SENDER_ID = /^[A-Za-z0-9 ]{3,11}$/;

export async function startFakeTermii(): Promise<FakeTermii> {
  const sockets = new Set<Socket>();
  // Termii's ids are 19 digits; these stay within exact integers.
  let next = 3_905_204_342_778;
  const fake: FakeTermii = {
    baseUrl: '',
    apiKey: 'TLtest-termii-api-key',
    secretKey: 'termii-test-secret-key',
    sent: [],
    refuseWith: null,
    async event(appUrl, body, secret = fake.secretKey) {
      const raw = JSON.stringify(body);
      const res = await fetch(`${appUrl}/webhooks/termii`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-termii-signature': createHmac('sha512', secret).update(raw).digest('hex'),
        },
        body: raw,
      });
      return res.status;
    },
    deliveryReport(appUrl, messageId, status) {
      const sent = fake.sent.find((s) => s.messageId === messageId);
      return fake.event(appUrl, {
        type: 'outbound',
        id: String(next++),
        message_id: messageId,
        receiver: sent?.to ?? '',
        sender: sent?.from ?? '',
        message: sent?.sms ?? '',
        sent_at: '2027-03-01 10:00:00',
        cost: '3.9',
        command: 'deliver',
        status,
        channel: sent?.channel ?? 'dnd',
      });
    },
    reply(appUrl, sender, message) {
      return fake.event(appUrl, {
        type: 'inbound',
        id: String(next++),
        message_id: String(next++),
        receiver: '12022214836',
        sender,
        message,
        received_at: '2027-03-01T10:51:03.000000Z',
        cost: null,
        command: 'Received',
        status: 'Received',
        channel: null,
      });
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/api/sms/send') return answer(res, 404, { message: 'Not Found' });
      if (fake.refuseWith) return answer(res, fake.refuseWith, { message: 'Insufficient balance' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return answer(res, 400, { message: 'Invalid JSON' });
      }
      if (body.api_key !== fake.apiKey) return answer(res, 401, { message: 'Invalid API key' });
      const { to, from, sms, type, channel } = body;
      const valid =
        typeof to === 'string' &&
        /^\d{8,15}$/.test(to) &&
        typeof from === 'string' &&
        SENDER_ID.test(from) &&
        typeof sms === 'string' &&
        sms.length > 0 &&
        type === 'plain' &&
        (channel === 'dnd' || channel === 'generic');
      if (!valid) return answer(res, 400, { message: 'The given data was invalid.' });
      const messageId = String(next++);
      fake.sent.push({ messageId, to, from, sms, type, channel });
      answer(res, 200, {
        message_id: messageId,
        message: 'Successfully Sent',
        balance: 1000 - fake.sent.length,
        user: 'MindCheck Test',
      });
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  fake.baseUrl = `http://127.0.0.1:${port}`;
  return fake;
}
