// Agenda's MongoDB backend with one repair: agenda 6.2's job processor calls `unlockJob` without
// awaiting it or catching its failure (two places in JobProcessor: a lock limit reached while filling
// the queue, and a job locked through the expired-lock path whose run time is still ahead). When the
// database resets a connection at that moment, the rejection is unhandled and Node ends the process:
// both soak instances died so (#33, docs/measurements/soak.md). Here that call's failure is logged
// and settled; the lock it meant to release expires by itself after the lock lifetime, as it would
// had the process stopped.
import type { AgendaBackend, JobRepository } from 'agenda';

export function withSettledUnlock(backend: AgendaBackend, onError: (error: Error) => void): AgendaBackend {
  const inner = backend.repository;
  const repository = new Proxy(inner, {
    get(target, property) {
      if (property === 'unlockJob') {
        return (job: Parameters<JobRepository['unlockJob']>[0]) =>
          target.unlockJob(job).catch((error: unknown) => {
            onError(error instanceof Error ? error : new Error(String(error)));
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    name: backend.name,
    repository,
    get notificationChannel() {
      return backend.notificationChannel;
    },
    get logger() {
      return backend.logger;
    },
    get ownsConnection() {
      return backend.ownsConnection;
    },
    connect: () => backend.connect(),
    disconnect: () => backend.disconnect(),
  };
}
