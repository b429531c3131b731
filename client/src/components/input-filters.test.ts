import { acceptAge, acceptDigits } from './input-filters';

describe('input filters', () => {
  it('lets digits through and ignores anything else in a phone number', () => {
    expect(acceptDigits('0801234')).toBe('0801234');
    expect(acceptDigits('')).toBe('');
    for (const bad of ['080-1', '+234', '12 3', 'abc', '1.5']) expect(acceptDigits(bad)).toBeNull();
  });

  it('ignores non-numeric or negative ages', () => {
    expect(acceptAge('36')).toBe('36');
    expect(acceptAge('')).toBe('');
    for (const bad of ['-1', '3.5', 'e', '1e3', '1000', ' 3']) expect(acceptAge(bad)).toBeNull();
  });
});
