// Tests compile TypeScript with SWC (decorator metadata on, for type-graphql) to CommonJS;
// the few ESM-only packages are transformed too.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: 'node',
  // The shared package's rules are tested here too (it has no test runner of its own).
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/../common/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(oauth2-mock-server|is-plain-obj|jose|agenda|@agendajs)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 30000,
  // Two files at a time, each in its own process, even on two cores (Jest's default there is one
  // process for all): most suites wait on sockets and timers, and 248 s against 379-426 s in one.
  maxWorkers: 2,
};
