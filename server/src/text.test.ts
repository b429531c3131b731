import { looksLikeEmail } from '@mindcheck/common';
import { lastWordRunStart, trimTrailing } from './text.js';

describe('looksLikeEmail', () => {
  // The spec's pattern, kept here only as the reference the loop must agree with (short inputs).
  // eslint-disable-next-line regexp/no-super-linear-backtracking
  const reference = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const samples = [
    'a@b.c',
    'a@b',
    'a@.c',
    'a@b.',
    'a@..',
    'a@...',
    'a@.b.',
    'a@b..c',
    '@b.c',
    'a@@b.c',
    'a b@c.d',
    'a@b .c',
    'name.surname@example.co.uk',
    'a@b.c@d.e',
    '',
    '@',
    'a@',
    'x@y.z\t',
    'é@ü.ß',
    'a@\u00a0.c',
    'a@b\u2003.c',
  ];
  it.each(samples)('agrees with the spec pattern on %j', (s) => {
    expect(looksLikeEmail(s)).toBe(reference.test(s));
  });
  it('answers at once on 100 KB of dots', () => {
    const started = performance.now();
    expect(looksLikeEmail('a@' + '.'.repeat(100_000) + '@')).toBe(false);
    expect(looksLikeEmail('a@b' + '.'.repeat(100_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('trimTrailing and lastWordRunStart', () => {
  it('behave as the patterns they replace', () => {
    expect(trimTrailing('https://x.test///', '/')).toBe('https://x.test');
    expect(trimTrailing('////', '/', 1)).toBe('/');
    expect(trimTrailing('/a//', '/', 1)).toBe('/a');
    for (const s of ['one two', 'one two ', 'one', '', '  ', 'a \n b\tc', 'tail\n']) {
      // eslint-disable-next-line regexp/no-super-linear-move
      const m = /\s+\S*$/.exec(s);
      expect(lastWordRunStart(s)).toBe(m ? m.index : -1);
    }
  });
  it('answer at once on 100 KB runs', () => {
    // The quickest of five runs: a quadratic scan takes seconds here, while a busy machine can
    // stretch any one run of the linear one past the bound.
    const runs = Array.from({ length: 5 }, () => {
      const started = performance.now();
      trimTrailing('/'.repeat(100_000) + 'x', '/');
      lastWordRunStart(' '.repeat(100_000) + 'x');
      lastWordRunStart('x' + ' \t'.repeat(50_000));
      return performance.now() - started;
    });
    expect(Math.min(...runs)).toBeLessThan(50);
  });
});
