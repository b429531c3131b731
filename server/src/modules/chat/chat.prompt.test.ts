import { buildChatPrompt, shapeReply, StreamingReplyShaper } from './chat.prompt.js';

describe('shapeReply', () => {
  it('strips markdown symbols and puts numbered points on lines of their own', () => {
    const raw =
      '## Sleep tips\n**Try these:** 1. Keep a *regular* wake-up time. 2. Avoid `screens` late. 3) Get some_daylight.';
    expect(shapeReply(raw)).toBe(
      'Sleep tips\nTry these:\n1. Keep a regular wake-up time.\n2. Avoid screens late.\n3) Get somedaylight.',
    );
  });

  it('tidies spacing, keeps paragraphs, and does not split decimals or numbers mid-sentence', () => {
    const raw = '  First   paragraph with 2.5 hours and 10 minutes.\r\n\r\n\r\n\r\nSecond  paragraph.\n> quoted line  ';
    expect(shapeReply(raw)).toBe('First paragraph with 2.5 hours and 10 minutes.\n\nSecond paragraph.\nquoted line');
  });

  it('leaves plain text alone', () => {
    expect(shapeReply('You are not alone.\n1. Breathe.\n2. Rest.')).toBe('You are not alone.\n1. Breathe.\n2. Rest.');
  });
});

describe('StreamingReplyShaper', () => {
  const samples = [
    '**Here are some ideas:** 1. Go for a *short* walk. 2. Call a friend. 3. Write down three things.\n\nYou matter.',
    '# Title\nSome `code` and _emphasis_ here 12. twelve items 2.5 units\r\n\r\n\r\nDone ',
    'One chunk only',
  ];

  it.each(samples)('joined deltas equal the shaped reply however the text is chunked (%#)', (text) => {
    // Every split into chunks of 1..7 characters, and a few fixed awkward splits.
    for (let size = 1; size <= 7; size++) {
      const shaper = new StreamingReplyShaper();
      let joined = '';
      for (let i = 0; i < text.length; i += size) joined += shaper.push(text.slice(i, i + size));
      const rest = shaper.finish();
      joined += rest.delta;
      expect(rest.text).toBe(shapeReply(text));
      expect(joined).toBe(rest.text);
    }
  });

  it('shows text as soon as a word is complete, and holds back the word still being written', () => {
    const shaper = new StreamingReplyShaper();
    expect(shaper.push('Hello')).toBe('');
    expect(shaper.push(' there,')).toBe('Hello');
    expect(shaper.push(' friend. ')).toBe(' there, friend.');
    expect(shaper.finish()).toEqual({ delta: '', text: 'Hello there, friend.' });
  });

  it('moves a numbered point that arrives in pieces onto its own line', () => {
    const shaper = new StreamingReplyShaper();
    const deltas = ['Tips: 1', '. Rest ', '2', '. Eat well'].map((c) => shaper.push(c));
    const rest = shaper.finish();
    expect(deltas.join('') + rest.delta).toBe('Tips:\n1. Rest\n2. Eat well');
  });
});

describe('buildChatPrompt', () => {
  it('carries the recent chat and the message, and no instruction (those are the system instruction)', () => {
    const prompt = buildChatPrompt(
      [
        { type: 'user', text: 'I cannot sleep' },
        { type: 'ai', text: 'That sounds hard.' },
      ],
      'What can I do tonight?',
    );
    expect(prompt).not.toMatch(/concise answer in short paragraphs/);
    expect(prompt).toContain('Member: I cannot sleep');
    expect(prompt).toContain('Assistant: That sounds hard.');
    expect(prompt.trim().split('\n').slice(-3)).toEqual(['What can I do tonight?', '', 'Your answer:']);
  });

  it('keeps only the last six earlier messages, each cut to a reasonable length', () => {
    const context = Array.from({ length: 9 }, (_, i) => ({
      type: 'user' as const,
      text: `message ${i} ${'x'.repeat(i === 8 ? 3000 : 0)}`,
    }));
    const prompt = buildChatPrompt(context, 'now');
    expect(prompt).not.toContain('message 2 ');
    expect(prompt).toContain('message 3 ');
    expect(prompt).toContain('…');
    expect(prompt.length).toBeLessThan(3000);
  });

  it('says nothing about the conversation when there is none', () => {
    expect(buildChatPrompt([], 'hi')).not.toContain('Recent conversation');
  });
});
