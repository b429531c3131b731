// An idle keep-alive connection stays open longer than a proxy's or a client's own idle timeout:
// with Node's default (5 s) the server closed it just as a client sent its next request on it, and
// that request was reset (a browser test's request failed with ECONNRESET in CI).
import net from 'node:net';
import { startTestApp, type TestApp } from './support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Sends one GET /healthz on the socket and resolves with the status line of the answer. */
function get(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const onData = (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n')) {
        socket.off('data', onData);
        resolve(answer.split('\r\n')[0]);
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('the server closed the connection')));
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  });
}

test('a connection idle for 6 s still answers its next request', async () => {
  const { port } = new URL(app.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  try {
    expect(await get(socket)).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(socket.destroyed).toBe(false);
    expect(await get(socket)).toBe('HTTP/1.1 200 OK');
  } finally {
    socket.destroy();
  }
}, 20_000);
