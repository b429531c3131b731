// Finding 10 of #33 (SECURITY.md 35): the development outbox serves one-time links, so it answers
// only to clients on this machine. The app listens on every interface here (HOST=0.0.0.0, the
// default outside tests) and is asked through this machine's own non-loopback address: the TCP
// peer is then that address, not 127.0.0.1. TRUST_PROXY is on, so a forged X-Forwarded-For would
// change req.ip: the guard reads the socket's address instead.
import { networkInterfaces } from 'node:os';
import { startTestApp, type TestApp } from './support/test-app.js';
import type { Request, Response } from 'express';
import { isLoopbackAddress, loopbackOnly } from '../src/http/loopback-only.js';

/** An address of this machine that is not loopback (the container's eth0), if it has one. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('the guard', () => {
  it('takes 127.0.0.0/8, ::1 and 127.x mapped into IPv6 for loopback, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', '0.0.0.0', '', undefined])
      expect(isLoopbackAddress(address)).toBe(false);
  });

  it('passes a loopback peer on and answers 404 to any other, reading the socket and not req.ip', () => {
    const ask = (remoteAddress: string) => {
      let status = 0;
      let passed = false;
      const req = { socket: { remoteAddress }, ip: '127.0.0.1' } as unknown as Request;
      const res = {
        status(code: number) {
          status = code;
          return this;
        },
        json: () => undefined,
      } as unknown as Response;
      loopbackOnly(req, res, () => (passed = true));
      return { status, passed };
    };
    expect(ask('::1')).toEqual({ status: 0, passed: true });
    expect(ask('203.0.113.7')).toEqual({ status: 404, passed: false });
  });
});

describe('/dev/mail on an app listening on every interface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HOST: '0.0.0.0', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a browser on this machine', async () => {
    const res = await fetch(`${t.url}/dev/mail`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Outbox');
  });

  it('is not found from another address, whatever X-Forwarded-For says', async () => {
    // Containers and CI runners have one (eth0); the guard's own test above covers the logic anyway.
    expect(external).toBeDefined();
    const url = `http://${external}:${t.app.port}/dev/mail`;
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const res = await fetch(url, { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Outbox');
    }
    // A message's own page too.
    expect((await fetch(`http://${external}:${t.app.port}/dev/mail/${'a'.repeat(24)}`)).status).toBe(404);
    // The SMS outbox (#36) too.
    expect((await fetch(`http://${external}:${t.app.port}/dev/sms`)).status).toBe(404);
    // The rest of the app answers there as usual.
    expect((await fetch(`http://${external}:${t.app.port}/healthz`)).status).toBe(200);
  });

  it('lists the texts at /dev/sms, newest first, with their words (SMS_PROVIDER=dev-outbox by default here)', async () => {
    for (const phoneNumber of ['08031110001', '08031110002']) {
      const client = t.client();
      await client.signUp({ phoneNumber });
      await client.ok('mutation { requestPhoneVerification }');
    }
    const res = await fetch(`${t.url}/dev/sms`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('SMS outbox');
    const [second, first] = [page.indexOf('+2348031110002'), page.indexOf('+2348031110001')];
    expect(second).toBeGreaterThan(-1);
    expect(first).toBeGreaterThan(second);
    expect(page).toMatch(/Your MindCheck code is \d{6}\./);
  });
});
