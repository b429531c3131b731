// Debian's Chromium, headless, as every browser run here launches it: the tests (Playwright) and
// the benchmarks (Lighthouse, long tasks). CHROMIUM_PATH picks another build.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
