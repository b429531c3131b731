// The app's one source of "now" for rules that depend on time (retake windows, reminders), so
// tests can move time instead of waiting for it. Services take a Clock; the app passes the system's.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved (tests). */
export class ManualClock implements Clock {
  private at: number;
  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }
  now(): Date {
    return new Date(this.at);
  }
  set(date: Date): void {
    this.at = date.getTime();
  }
  advanceDays(days: number): void {
    this.at += days * 24 * 60 * 60 * 1000;
  }
  advanceMs(ms: number): void {
    this.at += ms;
  }
}
