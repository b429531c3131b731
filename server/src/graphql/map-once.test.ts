import { mapOnce, onceEach } from './map-once.js';

describe('mapOnce', () => {
  it('maps a list once and hands back the same frozen result for it', () => {
    let calls = 0;
    const toBox = mapOnce((n: number) => {
      calls++;
      return { n };
    });
    const list = [1, 2, 3];
    const first = toBox(list);
    expect(first).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(toBox(list)).toBe(first);
    expect(calls).toBe(3);
    // Nothing a later request could change: neither the list nor its items.
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.every((item) => Object.isFrozen(item))).toBe(true);
    expect(() => {
      (first[0] as { n: number }).n = 9;
    }).toThrow(TypeError);
  });

  it('maps another list of the same items on its own', () => {
    const toBox = mapOnce((n: number) => ({ n }));
    expect(toBox([1])).not.toBe(toBox([1]));
    expect(toBox([2])).toEqual([{ n: 2 }]);
  });
});

describe('onceEach', () => {
  it('maps each object once and hands back the same frozen result for it', () => {
    let calls = 0;
    const toName = onceEach((person: { first: string }) => {
      calls++;
      return { name: person.first };
    });
    const ada = { first: 'Ada' };
    const first = toName(ada);
    expect(toName(ada)).toBe(first);
    expect(toName({ first: 'Ada' })).not.toBe(first);
    expect(calls).toBe(2);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
