// A local SMTP server (the smtp-server package) that the app's real nodemailer transport talks
// to: it records every message (envelope, raw source, headers, and its text and HTML parts as a
// mail client reads them, parsed by mailparser) and can be told to refuse mail.
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header name (lower case) → every value, unfolded. */
  headers: Map<string, string[]>;
  /** The plain-text part (the whole body of a single-part message). */
  body: string;
  /** The HTML part, when the message has one. */
  html: string | null;
}

export interface FakeSmtp {
  url: string;
  /** The env that points the app at this server. */
  env: Record<string, string>;
  received: ReceivedMail[];
  /** When set, every message is refused with this SMTP reply code (e.g. 550, 451). */
  refuseWith: number | null;
  /** Resolves once `count` messages have been received. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Resolves with the first message to `address` (received since the last reset) that `match` accepts. */
  waitForMail(address: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The messages received for one address. */
  mailTo(address: string): ReceivedMail[];
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const waiters: { count: number; resolve: () => void }[] = [];
  const fake: FakeSmtp = {
    url: '',
    env: {},
    received: [],
    refuseWith: null,
    async waitFor(count, timeoutMs = 5000) {
      if (fake.received.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`fake SMTP: ${fake.received.length} of ${count} messages`)),
            timeoutMs,
          );
          waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
        });
      }
      return fake.received;
    },
    async waitForMail(address, match = () => true, timeoutMs = 5000) {
      const find = () => fake.mailTo(address).find(match);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find();
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`fake SMTP: no matching mail to ${address}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 100);
          waiters.push({ count: fake.received.length + 1, resolve: () => (clearTimeout(timer), resolve()) });
        });
      }
    },
    mailTo(address) {
      return fake.received.filter((mail) => mail.to.includes(address.toLowerCase()) || mail.to.includes(address));
    },
    reset() {
      fake.received.length = 0;
      fake.refuseWith = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'MindCheck fake SMTP',
    onMailFrom(_address: SMTPServerAddress, _session, callback) {
      if (fake.refuseWith) {
        const error = Object.assign(new Error('Mailbox unavailable (fake refusal)'), { responseCode: fake.refuseWith });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const head = split >= 0 ? raw.slice(0, split) : raw;
        const headers = parseHeaders(head);
        const multipart = /^multipart\//i.test(headers.get('content-type')?.[0] ?? '');
        const parsed = multipart ? await simpleParser(raw) : null;
        fake.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          headers,
          body: parsed
            ? (parsed.text ?? '')
            : decodeBody(split >= 0 ? raw.slice(split + 4) : '', headers.get('content-transfer-encoding')?.[0]),
          html: parsed && typeof parsed.html === 'string' ? parsed.html : null,
        });
        for (const w of [...waiters]) {
          if (fake.received.length >= w.count) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve();
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  fake.url = `smtp://127.0.0.1:${port}`;
  fake.env = { SMTP_URL: fake.url };
  return fake;
}

function parseHeaders(head: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  // Unfold: a line starting with white space continues the previous header.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

/** The body as the recipient reads it: nodemailer wraps long lines with quoted-printable soft breaks. */
function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.trim().toLowerCase()) {
    case 'quoted-printable': {
      const joined = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < joined.length; i++) {
        const hex = joined.slice(i + 1, i + 3);
        if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(joined[i], 'utf8'));
        }
      }
      return Buffer.from(bytes).toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}
