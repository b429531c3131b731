// Sign-up as people fill it in (issue #39, item 8): what they paste is parsed, not refused, and a
// password that is only spaces or among the most common passwords is refused, by the same rule on
// the client and the server.
import { phoneDigits, signUpFormSchema, signUpSchema } from './index.js';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  age: 36,
  disabilities: 'None',
  phoneNumber: '08012345678',
  password: 'correct horse',
  pastHealthIssues: 'None',
};
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path[0], i.message]);

describe('the phone number as pasted', () => {
  it.each([
    ['+234 801 234 5678', '8012345678'],
    ['+2348012345678', '8012345678'],
    ['+234 (0) 801 234 5678', '8012345678'],
    ['0801 234 5678', '08012345678'],
    ['08012345678', '08012345678'],
    ['+44 7700 900123', '447700900123'],
  ])('stores %s as the digits %s', (pasted, stored) => {
    expect(phoneDigits(pasted)).toBe(stored);
    expect(signUpSchema.parse({ ...valid, phoneNumber: pasted }).phoneNumber).toBe(stored);
  });

  it('still refuses what is not a number, in the spec-derived words', () => {
    expect(messagesOf(signUpSchema.safeParse({ ...valid, phoneNumber: 'call me' }))).toEqual([
      ['phoneNumber', 'Phone number must contain digits only.'],
    ]);
    expect(messagesOf(signUpSchema.safeParse({ ...valid, phoneNumber: '   ' }))).toEqual([
      ['phoneNumber', 'Phone number is required.'],
    ]);
  });
});

describe('the age as typed', () => {
  it('says a decimal is not a whole number instead of reading 29.5 as 295', () => {
    expect(messagesOf(signUpFormSchema.safeParse({ ...valid, age: '29.5' }))).toEqual([
      ['age', 'Age must be a whole number of at least 1.'],
    ]);
    expect(signUpFormSchema.parse({ ...valid, age: '29' }).age).toBe(29);
  });
});

describe('a new password', () => {
  it.each([' '.repeat(8), '  \t     ', ' '.repeat(20)])('refuses one of only spaces (%j)', (password) => {
    expect(messagesOf(signUpSchema.safeParse({ ...valid, password }))).toEqual([
      ['password', 'Password cannot be only spaces.'],
    ]);
  });

  it.each(['password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine', 'trustno1'])(
    'refuses %s, one of the most common passwords',
    (password) => {
      expect(messagesOf(signUpSchema.safeParse({ ...valid, password }))).toEqual([
        ['password', 'This password is too common. Please choose another.'],
      ]);
    },
  );

  it('keeps the spec message for a short one and accepts a passphrase', () => {
    expect(messagesOf(signUpSchema.safeParse({ ...valid, password: 'short' }))).toEqual([
      ['password', 'Password must be at least 8 characters long.'],
    ]);
    expect(signUpSchema.safeParse({ ...valid, password: 'correct horse' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, password: '  my own words  ' }).success).toBe(true);
  });
});
