// The soak's figures: per operation, the requests, errors and latency of each minute, and the
// apps' resident memory, printed once a minute.
import { readFileSync } from 'node:fs';

export type Outcome = 'ok' | 'error' | 'conflict' | 'limited';

interface OpWindow {
  latencies: number[];
  errors: number;
  conflicts: number;
  limited: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A process's resident set size in MB (Linux), or NaN. */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** A process's CPU time so far in seconds (user + system, Linux), or NaN. */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export class Stats {
  private window = new Map<string, OpWindow>();
  /** Whole-run totals per phase ('steady', 'faults'). */
  readonly totals = new Map<string, { requests: number; errors: number; conflicts: number; limited: number }>();
  /** A few error messages per operation, to say what failed. */
  readonly errorSamples = new Map<string, string[]>();
  phase = 'steady';

  record(op: string, ms: number, outcome: Outcome, message?: string): void {
    let w = this.window.get(op);
    if (!w) this.window.set(op, (w = { latencies: [], errors: 0, conflicts: 0, limited: 0 }));
    w.latencies.push(ms);
    if (outcome === 'error') w.errors += 1;
    if (outcome === 'conflict') w.conflicts += 1;
    if (outcome === 'limited') w.limited += 1;
    const t = this.totals.get(this.phase) ?? { requests: 0, errors: 0, conflicts: 0, limited: 0 };
    t.requests += 1;
    if (outcome === 'error') t.errors += 1;
    if (outcome === 'conflict') t.conflicts += 1;
    if (outcome === 'limited') t.limited += 1;
    this.totals.set(this.phase, t);
    if (outcome === 'error' && message) {
      const samples = this.errorSamples.get(op) ?? [];
      if (samples.length < 3) samples.push(`[${this.phase}] ${message.slice(0, 200)}`);
      this.errorSamples.set(op, samples);
    }
  }

  /** Prints the minute's figures and starts a new window. */
  printMinute(minute: number, rss: { name: string; mb: number }[]): void {
    const ops = [...this.window.entries()].sort(([a], [b]) => a.localeCompare(b));
    const requests = ops.reduce((n, [, w]) => n + w.latencies.length, 0);
    const errors = ops.reduce((n, [, w]) => n + w.errors, 0);
    const memory = rss.map((r) => `${r.name} ${r.mb.toFixed(0)} MB`).join(', ');
    console.log(`\nminute ${minute} (${this.phase}): ${requests} requests, ${errors} errors; RSS ${memory}`);
    for (const [op, w] of ops) {
      const sorted = [...w.latencies].sort((a, b) => a - b);
      const extra = [
        w.errors ? `${w.errors} errors` : '',
        w.conflicts ? `${w.conflicts} conflicts` : '',
        w.limited ? `${w.limited} limited` : '',
      ]
        .filter(Boolean)
        .join(', ');
      console.log(
        `  ${op.padEnd(30)} ${String(sorted.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(sorted, 99).toFixed(0).padStart(5)} ms${extra ? `  (${extra})` : ''}`,
      );
    }
    this.window = new Map();
  }
}
