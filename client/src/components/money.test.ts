import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows kobo as naira, as the spec shows the booking price', () => {
    expect(formatMoney(500000, 'NGN')).toBe('₦5,000.00');
    expect(formatMoney(1, 'NGN')).toBe('₦0.01');
    expect(formatMoney(123456789, 'NGN')).toBe('₦1,234,567.89');
  });

  it('shows other currencies with their own sign, and an unknown code as text', () => {
    expect(formatMoney(1250, 'USD')).toBe('US$12.50');
    expect(formatMoney(1250, 'XYZ1')).toBe('XYZ1 12.50');
  });
});

describe('formatMoney in another language (#36)', () => {
  it("writes naira as Intl does for the member's language, where the browser knows it", () => {
    expect(formatMoney(500000, 'NGN', 'ha')).toBe(
      new Intl.NumberFormat('ha-NG', { style: 'currency', currency: 'NGN' }).format(5000),
    );
    expect(formatMoney(500000, 'NGN', 'ha')).not.toBe(formatMoney(500000, 'NGN'));
    expect(formatMoney(500000, 'NGN', 'en')).toBe('₦5,000.00');
  });
});
