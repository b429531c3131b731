// What a newcomer hits (issue #19, finding 9): `PORT=5000 npm start` or the app opened at
// http://127.0.0.1:4000 must work as it does at http://localhost:4000. Outside production the
// public address follows PORT, and a page of this very server may open the chat's WebSocket
// whatever host name it was reached by. Production keeps to its allow-list.
import { loadConfig } from '../src/config.js';
import { startProductionTestApp } from './support/production.js';
import { startTestApp } from './support/test-app.js';
import { probeUpgrade } from './support/ws-client.js';

describe('PUBLIC_URL outside production', () => {
  it('defaults to http://localhost:${PORT}, which is an allowed origin', () => {
    const config = loadConfig({ PORT: '5000' });
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.corsOrigins).toContain('http://localhost:5000');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '5000', PUBLIC_URL: 'https://mind.example' }).publicUrl).toBe('https://mind.example');
  });
});

describe("the WebSocket and a page of the server's own host", () => {
  it('accepts an Origin naming the host the socket connected to (127.0.0.1, any port)', async () => {
    // The test app's PUBLIC_URL is http://localhost:4000; it listens on 127.0.0.1 and a free port.
    const t = await startTestApp();
    try {
      const member = t.client();
      await member.signUp();
      const own = await probeUpgrade(t.url, { origin: t.url, cookie: member.cookieHeader(), init: true });
      expect(own).toMatchObject({ opened: true });
      // Another host is still cross-site.
      const foreign = await probeUpgrade(t.url, {
        origin: 'http://127.0.0.1:1',
        cookie: member.cookieHeader(),
        init: true,
      });
      expect(foreign).toMatchObject({ opened: false, status: 403 });
    } finally {
      await t.close();
    }
  });

  it('in production keeps to the allow-list', async () => {
    const t = await startProductionTestApp();
    try {
      const refused = await probeUpgrade(t.url, { origin: t.url, init: true });
      expect(refused).toMatchObject({ opened: false, status: 403 });
    } finally {
      await t.close();
    }
  });
});
