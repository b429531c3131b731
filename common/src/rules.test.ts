import {
  assessmentAnswers,
  chatPrompt,
  contactSchema,
  emailAddress,
  isOneLine,
  looksLikeEmail,
  memberEmail,
  messages,
  password,
  signUpSchema,
  toOneLine,
} from './index.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

describe('looksLikeEmail (spec section 5: something@something.tld)', () => {
  it.each(['a@b.co', 'first.last@example.com', 'x@sub.domain.org'])('accepts %s', (email) => {
    expect(looksLikeEmail(email)).toBe(true);
  });

  it.each([
    '',
    'a',
    'a@',
    '@b.co',
    'a@b',
    'a@.co',
    'a@b.',
    'a b@c.de',
    'a@b@c.de',
    'a@b.co\r\nBcc: x@y.z',
    'a\u0000@b.co',
  ])('refuses %j', (email) => {
    expect(looksLikeEmail(email)).toBe(false);
  });

  it('answers a 100 KB pathological address at once (no backtracking)', () => {
    const started = performance.now();
    for (const input of [
      'a'.repeat(100_000),
      `${'a@'.repeat(50_000)}`,
      `a@${'.'.repeat(100_000)}`,
      `a@${'a.'.repeat(50_000)} `,
    ])
      looksLikeEmail(input);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('one-line text and bare addresses (#33)', () => {
  it.each(['\r', '\n', '\t', '\u0000', '\u007f', '\u0085', '\u2028', '\u2029', '\u202a', '\u202e', '\u2066', '\u2069'])(
    'refuses %j on one line, and flattens it',
    (char) => {
      expect(isOneLine(`Ada${char}Lovelace`)).toBe(false);
      expect(toOneLine(`Ada${char}${char}Lovelace`)).toBe('Ada Lovelace');
    },
  );

  it('keeps ordinary names, accents and scripts', () => {
    for (const name of ['Ada Lovelace', 'Chiọma Nwosu', "O'Brien-Smith", 'Ọlá', 'محمد', '李小龙']) {
      expect(isOneLine(name)).toBe(true);
    }
  });

  it.each([
    'x<someone@example.com>',
    'a@b.com?subject=x',
    'a&b@example.com',
    'a,b@example.com',
    '"a"@b.com',
    'a(b)@c.com',
  ])('refuses the address %j', (address) => {
    expect(looksLikeEmail(address)).toBe(false);
  });
});

describe('the shared rules', () => {
  it('caps an email before checking its shape, with the spec text', () => {
    expect(firstMessage(emailAddress().safeParse(`${'e'.repeat(250)}@example.com`))).toBe(
      'Please enter a valid email address.',
    );
    expect(firstMessage(emailAddress({ required: true }).safeParse('  '))).toBe('Email is required.');
    expect(memberEmail().parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('counts password characters as a member does, and caps them', () => {
    expect(firstMessage(password.safeParse('🧠🧠🧠🧠🧠🧠🧠'))).toBe('Password must be at least 8 characters long.');
    expect(password.safeParse('🧠'.repeat(8)).success).toBe(true);
    expect(firstMessage(password.safeParse('p'.repeat(257)))).toBe('Password must be at most 256 characters long.');
  });

  it('reports one message per field, the first rule that fails', () => {
    const result = contactSchema.safeParse({ name: 'N'.repeat(101), email: 'x', message: '\u0001' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Name must be at most 100 characters long.'],
      ['email', 'Please enter a valid email address.'],
      ['message', 'Your message contains characters we cannot send.'],
    ]);
  });

  it('refuses a line break in the contact name and keeps one in the message', () => {
    expect(firstMessage(contactSchema.safeParse({ name: 'Eve\nBcc: x', email: 'e@x.io', message: 'Hi' }))).toBe(
      'Please enter your name on one line.',
    );
    expect(contactSchema.parse({ name: ' Eve ', email: 'e@x.io', message: 'Hi\nthere\t!' })).toEqual({
      name: 'Eve',
      email: 'e@x.io',
      message: 'Hi\nthere\t!',
    });
  });

  it('trims sign-up fields and names the first field at fault', () => {
    const valid = {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: 'ADA@example.com',
      age: 36,
      disabilities: 'None',
      phoneNumber: '0801234567',
      password: 'correct horse',
      pastHealthIssues: 'None',
    };
    expect(signUpSchema.parse(valid)).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' });
    const bad = signUpSchema.safeParse({ ...valid, age: 0, phoneNumber: '080-123' });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['age', 'Age must be a whole number of at least 1.'],
      ['phoneNumber', 'Phone number must contain digits only.'],
    ]);
  });

  it('counts a chat prompt in characters, after trimming', () => {
    expect(firstMessage(chatPrompt.safeParse('   '))).toBe('Please enter a prompt.');
    expect(chatPrompt.safeParse(` ${'🧠'.repeat(2000)} `).success).toBe(true);
    expect(firstMessage(chatPrompt.safeParse('🧠'.repeat(2001)))).toBe(
      'Please keep your message to 2,000 characters or fewer.',
    );
  });

  it('writes a length cap with thousands commas, as the messages are read', () => {
    expect([5, 500, 2000, 12345, 100000, 1234567].map((max) => messages.tooLong('Note', max))).toEqual([
      'Note must be at most 5 characters long.',
      'Note must be at most 500 characters long.',
      'Note must be at most 2,000 characters long.',
      'Note must be at most 12,345 characters long.',
      'Note must be at most 100,000 characters long.',
      'Note must be at most 1,234,567 characters long.',
    ]);
  });

  it("takes one valid answer per question, in any order, else 'Please answer all questions.'", () => {
    const rule = assessmentAnswers([
      { id: 'q1', options: ['Not at all', 'Several days'] },
      { id: 'q2', options: ['Not at all', 'Several days'] },
    ]);
    const q1 = { questionId: 'q1', selectedAnswer: 'Several days' };
    const q2 = { questionId: 'q2', selectedAnswer: 'Not at all' };
    expect(rule.parse([q2, q1])).toEqual([q2, q1]);
    for (const answers of [
      [],
      [q1],
      [q1, { ...q2, selectedAnswer: '' }],
      [q1, { ...q2, selectedAnswer: 'several days' }],
      [q1, q1],
      [q1, { ...q2, questionId: 'toString' }],
      [q1, q2, q2],
      [q1, { questionId: 'q2' }],
      'Several days',
      null,
    ])
      expect(firstMessage(rule.safeParse(answers))).toBe('Please answer all questions.');
  });
});
