// A port nothing listens on now, on 127.0.0.1: the OS picks one, the probe lets it go. For the child
// processes the tests, the browser tests' server and the soak start (Redis, the engine, app instances).
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
