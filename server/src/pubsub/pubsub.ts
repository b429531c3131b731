// Pub/sub for GraphQL subscriptions. type-graphql's `@Subscription` reads from it; services publish
// to it. Two implementations: in-process (one instance) and Redis (several instances behind a load
// balancer). Payloads must be plain JSON values: the Redis implementation sends them as JSON.
import type { PubSub } from 'type-graphql';

export interface AppPubSub extends PubSub {
  readonly kind: 'in-process' | 'redis';
  /** Delivers the payload to every subscriber of the topic, on every instance. Never throws. */
  publish(topic: string, payload: unknown): void;
  /** The topic's payloads, in publish order, until the consumer returns. */
  subscribe(topic: string): AsyncIterableIterator<unknown>;
  /**
   * Subscribers of this instance that are ready to receive on the topic (for Redis: once the
   * server has confirmed the channel subscription). Lets tests and benchmarks wait for readiness.
   */
  subscriberCount(topic: string): number;
}

/** Payloads buffered for one slow subscriber before its subscription is ended rather than grown. */
export const MAX_BUFFERED_PAYLOADS = 10_000;

/**
 * A push-to-pull queue: the publisher pushes, the GraphQL executor pulls with `next()`.
 * `return()` (the client unsubscribed, or the socket closed) runs `onClose` once.
 */
export class SubscriptionQueue<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private readonly waiting: Array<(result: IteratorResult<T>) => void> = [];
  private closed = false;

  constructor(private readonly onClose: () => void) {}

  push(value: T): void {
    if (this.closed) return;
    const waiter = this.waiting.shift();
    if (waiter) {
      waiter({ value, done: false });
      return;
    }
    if (this.buffer.length >= MAX_BUFFERED_PAYLOADS) {
      // A consumer this far behind is gone in all but name: end it instead of growing forever.
      void this.return();
      return;
    }
    this.buffer.push(value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffer.length) return Promise.resolve({ value: this.buffer.shift() as T, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.closed) {
      this.closed = true;
      this.buffer.length = 0;
      for (const waiter of this.waiting.splice(0)) waiter({ value: undefined, done: true });
      this.onClose();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** Listeners per topic, shared by both implementations. */
export class TopicListeners {
  private readonly byTopic = new Map<string, Set<(payload: unknown) => void>>();

  /** Adds a listener; returns true when it is the topic's first. */
  add(topic: string, listener: (payload: unknown) => void): boolean {
    let set = this.byTopic.get(topic);
    const first = !set;
    if (!set) {
      set = new Set();
      this.byTopic.set(topic, set);
    }
    set.add(listener);
    return first;
  }

  /** Removes a listener; returns true when the topic has none left. */
  remove(topic: string, listener: (payload: unknown) => void): boolean {
    const set = this.byTopic.get(topic);
    if (!set) return false;
    set.delete(listener);
    if (set.size) return false;
    this.byTopic.delete(topic);
    return true;
  }

  count(topic: string): number {
    return this.byTopic.get(topic)?.size ?? 0;
  }

  has(topic: string): boolean {
    return this.byTopic.has(topic);
  }

  deliver(topic: string, payload: unknown): void {
    const set = this.byTopic.get(topic);
    if (!set) return;
    for (const listener of [...set]) listener(payload);
  }

  topics(): string[] {
    return [...this.byTopic.keys()];
  }
}
