// An instance's announcement reaches the other instances, never itself, and not after it stopped listening.
import { InstanceAnnouncements } from './announcements.js';
import { InProcessPubSub } from './index.js';

const TOPIC = 'test.changed';

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setImmediate(r));
  }
}

describe('InstanceAnnouncements', () => {
  it('delivers what one instance announces to the others only, with its details', async () => {
    const pubSub = new InProcessPubSub();
    const [a, b] = [new InstanceAnnouncements(TOPIC), new InstanceAnnouncements(TOPIC)];
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    const stopA = a.follow(pubSub, (news) => void heardByA.push(news.expertId));
    const stopB = b.follow(pubSub, (news) => void heardByB.push(news.expertId));
    a.announce({ expertId: 'e1' });
    b.announce({ expertId: 'e2' });
    await until(() => heardByA.length === 1 && heardByB.length === 1);
    expect(heardByB).toEqual(['e1']);
    expect(heardByA).toEqual(['e2']);
    stopA();
    b.announce({ expertId: 'e3' });
    a.announce({ expertId: 'e4' });
    await until(() => heardByB.length === 2);
    expect(heardByB).toEqual(['e1', 'e4']);
    expect(heardByA).toEqual(['e2']);
    stopB();
  });
});
