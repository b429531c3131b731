import { phoneCountry, phoneDigits, phoneE164 } from './phone.js';

describe('phoneE164 (#36): the number an SMS goes to', () => {
  it('reads digits without a country code as Nigerian (+234)', () => {
    expect(phoneE164('08012345678')).toBe('+2348012345678');
    expect(phoneE164(phoneDigits('+234 801 234 5678'))).toBe('+2348012345678');
    expect(phoneE164('0803 555 0101')).toBe('+2348035550101');
  });

  it("keeps another country's number, stored with its country code in front", () => {
    const stored = phoneDigits('+44 7911 123456');
    expect(stored).toBe('447911123456');
    expect(phoneE164(stored)).toBe('+447911123456');
    expect(phoneCountry(phoneE164(phoneDigits('+233 24 123 4567'))!)).toBe('GH');
    expect(phoneCountry('+2348012345678')).toBe('NG');
  });

  it('is null for what is not a number, and caps what it reads', () => {
    for (const text of ['', '12345', '0000000000000', null, undefined]) expect(phoneE164(text)).toBeNull();
    expect(phoneE164(`0801234567${'8'.repeat(100_000)}`)).toBeNull();
  });
});
