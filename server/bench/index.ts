/**
 * `npm run bench`: every benchmark scenario of the app, one after the other.
 * GraphQL path: a signed-in member's me and testHistory against a bare driver server (bench/http.ts).
 * Chat: relay delay of streamed replies (bench/chat.ts). Slot race: 200 members for one expert's
 * 20 slots (bench/slots.ts). Crisis detector: time per 4,000-character message (bench/crisis.ts).
 * Add further scenarios below.
 */
import os from 'node:os';
import { runHttpBench } from './http.js';
import { runChatBench } from './chat.js';
import { printSlotBench, runSlotBench } from './slots.js';
import { runCrisisBench } from './crisis.js';

const started = Date.now();
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
await runHttpBench();
await runChatBench();
printSlotBench(await runSlotBench());
runCrisisBench();
console.log(`\nbench done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
