// Several instances: every payload goes through Redis PUBLISH, so a reply produced on one instance
// reaches the member's subscription on another. One subscriber connection per instance holds a
// channel subscription per topic that has local subscribers (SUBSCRIBE on the first, UNSUBSCRIBE
// after the last); one command connection publishes, so payloads keep their publish order.
import type { Redis } from 'ioredis';
import { SubscriptionQueue, TopicListeners, type AppPubSub } from './pubsub.js';

export interface RedisPubSubOptions {
  /** The command connection (shared with other users such as rate limits); used to publish. */
  publisher: Redis;
  /** A connection of its own: a subscribed Redis connection can do nothing else. */
  subscriber: Redis;
  /** Channel prefix, so that several apps can share one Redis. */
  prefix?: string;
  onError?: (message: string, error: unknown) => void;
}

export class RedisPubSub implements AppPubSub {
  readonly kind = 'redis' as const;
  private readonly listeners = new TopicListeners();
  /** Topics whose channel subscription Redis has confirmed. */
  private readonly confirmed = new Set<string>();
  private readonly prefix: string;

  constructor(private readonly options: RedisPubSubOptions) {
    this.prefix = options.prefix ?? 'mindcheck:pubsub:';
    options.subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
      const topic = channel.toString().slice(this.prefix.length);
      if (!this.listeners.has(topic)) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.toString());
      } catch (error) {
        this.report('dropped a malformed pub/sub message', error);
        return;
      }
      this.listeners.deliver(topic, payload);
    });
  }

  publish(topic: string, payload: unknown): void {
    this.options.publisher.publish(this.prefix + topic, JSON.stringify(payload)).catch((error: unknown) => {
      this.report('publish failed', error);
    });
  }

  subscribe(topic: string): AsyncIterableIterator<unknown> {
    const listener = (payload: unknown) => queue.push(payload);
    const queue = new SubscriptionQueue<unknown>(() => {
      if (this.listeners.remove(topic, listener)) {
        this.confirmed.delete(topic);
        this.options.subscriber
          .unsubscribe(this.prefix + topic)
          .catch((error: unknown) => this.report('unsubscribe failed', error));
      }
    });
    if (this.listeners.add(topic, listener)) {
      this.options.subscriber.subscribe(this.prefix + topic).then(
        () => {
          // Still wanted? (the subscriber may have gone while Redis answered)
          if (this.listeners.has(topic)) this.confirmed.add(topic);
        },
        (error: unknown) => this.report('subscribe failed', error),
      );
    }
    return queue;
  }

  subscriberCount(topic: string): number {
    return this.confirmed.has(topic) ? this.listeners.count(topic) : 0;
  }

  private report(message: string, error: unknown) {
    // Never the payload (it carries chat text): only what went wrong.
    this.options.onError?.(message, error);
  }
}
