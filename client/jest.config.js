// Client unit tests: jsdom, TypeScript and JSX compiled by SWC (React's automatic runtime) to CommonJS.
// Stylesheets are stubbed; Testing Library's DOM matchers are loaded by test/setup.ts.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2023',
    },
    module: { type: 'commonjs' },
  },
];

// One zone for every run, whatever the machine's: times shown "in the member's zone" are then known.
process.env.TZ = 'UTC';

export default {
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // The shared package (@mindcheck/common) is TypeScript with Node-style '.js' specifiers.
  // `app-en:<section>` (vite.config.ts): the whole English catalogue, whose named export is the section.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/style-stub.js',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^app-en:\\w+$': '<rootDir>/../common/src/locales/en/app.json',
    // `app-words:<section>` (a mark for the build): nothing.
    '^app-words:\\w+$': '<rootDir>/test/empty-module.js',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  clearMocks: true,
};
