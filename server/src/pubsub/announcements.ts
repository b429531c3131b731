// A change one app instance announces to the others (a copy in memory to reload or drop).
import { randomUUID } from 'node:crypto';
import type { AppPubSub } from './pubsub.js';

/** What an announcement carries besides who sent it (plain JSON values). */
export type Announcement = Readonly<Record<string, unknown>>;

/**
 * Announcements on one pub/sub topic: what this instance announces reaches every other instance,
 * never itself (it has already applied its own change).
 */
export class InstanceAnnouncements {
  private pubSub?: AppPubSub;
  private readonly from = randomUUID();

  constructor(private readonly topic: string) {}

  /** Tells the other instances (nothing before `follow`: a lone instance has no one to tell). */
  announce(details: Announcement = {}): void {
    this.pubSub?.publish(this.topic, { from: this.from, ...details });
  }

  /** Runs `onOther` for each announcement of another instance, one at a time; returns what stops listening. */
  follow(pubSub: AppPubSub, onOther: (announcement: Announcement) => Promise<void> | void): () => void {
    this.pubSub = pubSub;
    const changes = pubSub.subscribe(this.topic);
    void (async () => {
      for await (const payload of changes) {
        const announcement = (payload ?? {}) as Announcement;
        if (announcement.from === this.from) continue;
        await onOther(announcement);
      }
    })();
    return () => void changes.return?.();
  }
}
