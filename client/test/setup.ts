import '@testing-library/jest-dom';

// A language's words come from the build's files over the network in the app (lib/i18n/words-fetch.ts);
// in a unit test, from the catalogues themselves, as the build ships them (keys awaiting review out).
jest.mock(
  '../src/lib/i18n/words-fetch',
  () => (jest.requireActual('../src/testing/words') as typeof import('../src/testing/words')).wordsFetchStub,
);
