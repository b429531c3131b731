// Soak only: the app's clock runs SOAK_CLOCK_SPEED times faster than real time from
// SOAK_CLOCK_EPOCH (ms), the same in every process, so that jobs due in hours (appointment
// reminders, mail retries, retake reminders) fire within a soak of minutes. Only Date is faked
// (@sinonjs/fake-timers); timers and performance.now stay real.
import FakeTimers from '@sinonjs/fake-timers';

const epoch = Number(process.env.SOAK_CLOCK_EPOCH);
const speed = Number(process.env.SOAK_CLOCK_SPEED ?? 1);
// The app's time at `epoch` (SOAK_CLOCK_START, a weekday morning: see soak/index.ts); `epoch` itself without it.
const start = Number(process.env.SOAK_CLOCK_START ?? epoch);
if (Number.isFinite(epoch) && Number.isFinite(start) && speed > 1) {
  const realNow = Date.now.bind(Date);
  const appNow = () => start + (realNow() - epoch) * speed;
  const clock = FakeTimers.withGlobal(globalThis).install({ now: appNow(), toFake: ['Date'] });
  setInterval(() => clock.setSystemTime(appNow()), 20).unref();
}
