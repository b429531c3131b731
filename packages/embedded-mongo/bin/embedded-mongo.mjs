#!/usr/bin/env node
// `npx embedded-mongo --port 27027 --dbpath ./data/db`. In a development checkout (SWC installed)
// it runs the TypeScript source, so it is never a stale build; elsewhere the build, dist/cli.js.
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';

let swc = true;
try {
  import.meta.resolve('@swc-node/register/esm');
} catch {
  swc = false;
}
if (swc) {
  // SWC reads this package's tsconfig, wherever the command was started.
  process.env.SWC_NODE_PROJECT ??= fileURLToPath(new URL('../tsconfig.json', import.meta.url));
  register('@swc-node/register/esm', import.meta.url);
  await import(new URL('../src/cli.ts', import.meta.url).href);
} else {
  await import(new URL('../dist/cli.js', import.meta.url).href);
}
