// One instance: payloads go straight from the publisher to this process's subscribers.
import { SubscriptionQueue, TopicListeners, type AppPubSub } from './pubsub.js';

export class InProcessPubSub implements AppPubSub {
  readonly kind = 'in-process' as const;
  private readonly listeners = new TopicListeners();

  publish(topic: string, payload: unknown): void {
    this.listeners.deliver(topic, payload);
  }

  subscribe(topic: string): AsyncIterableIterator<unknown> {
    const listener = (payload: unknown) => queue.push(payload);
    const queue = new SubscriptionQueue<unknown>(() => this.listeners.remove(topic, listener));
    this.listeners.add(topic, listener);
    return queue;
  }

  subscriberCount(topic: string): number {
    return this.listeners.count(topic);
  }
}
