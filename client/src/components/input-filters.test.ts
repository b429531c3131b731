import { acceptAge, acceptPhone } from './input-filters';

describe('input filters', () => {
  it('lets digits through and ignores letters and signs in a phone number', () => {
    expect(acceptPhone('0801234', '080123')).toBe('0801234');
    expect(acceptPhone('', '0')).toBe('');
    for (const bad of ['080-1', '+234+', 'abc', '1.5']) expect(acceptPhone(bad, bad.slice(0, -1))).toBeNull();
  });

  it('ignores non-numeric or negative ages', () => {
    expect(acceptAge('36')).toBe('36');
    expect(acceptAge('')).toBe('');
    for (const bad of ['-1', 'e', '1e3', '1000', ' 3']) expect(acceptAge(bad)).toBeNull();
  });

  it('keeps a decimal age as typed, for the rule to refuse (never 29.5 read as 295)', () => {
    expect(acceptAge('29.')).toBe('29.');
    expect(acceptAge('29.5')).toBe('29.5');
  });

  it('reads a pasted phone number and lets digits, spaces and a leading + be typed', () => {
    expect(acceptPhone('+234 801 234 5678', '')).toBe('8012345678');
    expect(acceptPhone('0801 234 5678', '')).toBe('08012345678');
    expect(acceptPhone('+', '')).toBe('+');
    expect(acceptPhone('+234 8', '+234 ')).toBe('+234 8');
    for (const bad of ['080-1', 'abc', '1.5', '1+2']) expect(acceptPhone(bad, bad.slice(0, -1))).toBeNull();
  });
});
