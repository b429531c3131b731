/**
 * `npm run bench`: every benchmark scenario of the app, one after the other.
 * Chat: relay delay of streamed replies (bench/chat.ts). Add further scenarios below.
 */
import { runChatBench } from './chat.js';

const started = Date.now();
await runChatBench();
console.log(`\nbench done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
