/**
 * The crisis detector's time per message at CRISIS_CHECK_MAX_CHARS (4,000 characters): mean and
 * p99 over many messages, ordinary talk and crisis language alike (the goal: under 1 ms).
 */
import { performance } from 'node:perf_hooks';
import { CRISIS_CHECK_MAX_CHARS, assessCrisis } from '../src/modules/safety/crisis/detector.js';

const ORDINARY = [
  'Traffic on Third Mainland bridge was terrible today and work is killing me, my boss wants the report by Friday.',
  'I have exams next week and I cannot sleep well, my phone battery keeps dying and NEPA took light again.',
  'Abeg how I go take manage my stress, I dey read for exam but my head no dey gree. I dey try sha.',
  'We went to church, ate jollof rice that was to die for, and my sister dyed her hair red. Mo ti jeun.',
];
const CRISIS = [
  'I have been feeling so low. Honestly I want to end my life, I bought sniper and hid it in my room.',
  'My husband said he will kill me if I leave, he beats me every night and I am not safe at home.',
  'i dont wanna be here anymore, nobody would miss me. by the time you read this i will be gone.',
  'My friend just drank hypo and she is foaming, what do I do? Voices dey tell me make I jump.',
];

function message(parts: readonly string[], seed: number): string {
  let text = '';
  for (let i = seed; text.length < CRISIS_CHECK_MAX_CHARS; i += 1) text += `${parts[i % parts.length]} `;
  return text.slice(0, CRISIS_CHECK_MAX_CHARS);
}

function measure(texts: readonly string[], runs: number): { mean: number; p99: number; cpu: number } {
  const times: number[] = [];
  const cpuStarted = process.cpuUsage();
  for (let i = 0; i < runs; i += 1) {
    const text = texts[i % texts.length] ?? '';
    const started = performance.now();
    assessCrisis(text);
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuStarted);
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return {
    mean,
    p99: times[Math.floor(times.length * 0.99)] ?? Number.NaN,
    cpu: (cpu.user + cpu.system) / 1000 / runs,
  };
}

export function runCrisisBench(runs = 2000): void {
  const ordinary = [0, 1, 2, 3].map((seed) => message(ORDINARY, seed));
  // Crisis language buried at the end of ordinary talk, where the rules find it last.
  const crisis = [0, 1, 2, 3].map(
    (seed) => message(ORDINARY, seed).slice(0, 3900) + message(CRISIS, seed).slice(0, 100),
  );
  measure([...ordinary, ...crisis], 200); // warm-up
  console.log(`\ncrisis detector, ${runs} messages of ${CRISIS_CHECK_MAX_CHARS} characters each kind`);
  for (const [name, texts] of [
    ['ordinary', ordinary],
    ['crisis', crisis],
  ] as const) {
    const { mean, p99, cpu } = measure(texts, runs);
    // CPU time per message beside the wall clock: on a shared machine the clock counts other work.
    console.log(
      `  ${name.padEnd(9)} mean ${mean.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms  (CPU ${cpu.toFixed(3)} ms per message)`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runCrisisBench();
