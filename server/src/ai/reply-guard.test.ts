// The reply guard on its own (docs/security.md 20): what it stops, what it lets through, and the
// sentence gate that holds streamed text back until the guard passed it.
import { SentenceGate } from '../modules/chat/chat.reply-gate.js';
import { ReplyGuard } from './reply-guard.js';

const guard = new ReplyGuard({ allowedContacts: ['112', '0800 555 0101', 'findahelpline.com'] });

describe('ReplyGuard', () => {
  it.each([
    'Taking 20 tablets at once would',
    'A dose of 500mg is',
    'Around 2.5 g of it',
    'You asked how many pills it takes.',
    'That is a lethal dose for most adults.',
    'A noose is',
    'Sniper is very strong and will',
    'Ways to kill yourself are not something',
    'Jumping off a bridge is',
  ])('stops method, means or dose content: "%s"', (text) => {
    expect(guard.checkPiece(text)).toBe('method_or_dose');
  });

  it.each(['Call 911 now.', 'Ring the Samaritans on 116 123.', 'Try 0800 123 4567 or +1 (800) 273-8255.'])(
    'stops a phone number that is not a configured help line: "%s"',
    (text) => {
      expect(guard.checkPiece(text)).toBe('unknown_number');
    },
  );

  it.each([
    'Call 112 if you are in danger, or 0800 555 0101 to talk.',
    'Try the 4-7-8 breathing for 10 minutes, twice a day for 2 weeks.',
    '1. Keep a regular wake-up time.\n2. Get daylight.',
    'Sleep 7 to 9 hours; many people feel better within 3 days.',
    'In 2024 a study of 1,200 people found walking helps.',
  ])('lets ordinary advice and the configured lines through: "%s"', (text) => {
    expect(guard.checkWhole(text)).toBeNull();
  });

  it('stops a reply that ignores a crisis the member expressed, and passes one that points to help', () => {
    const afterCrisis = new ReplyGuard({ allowedContacts: ['112'], memberInCrisis: true });
    expect(afterCrisis.checkWhole('Here is a pancake recipe.')).toBe('ignored_crisis');
    expect(afterCrisis.checkWhole('I hear you. Please reach out to a crisis line.')).toBeNull();
    expect(afterCrisis.checkWhole('I hear you. You can dial 112.')).toBeNull();
  });
});

describe('SentenceGate', () => {
  it('releases whole sentences only, and nothing of a sentence the guard stops', () => {
    const gate = new SentenceGate(guard);
    expect(gate.push('Rest is good')).toEqual({ trip: null, release: '' });
    expect(gate.push('. Take')).toEqual({ trip: null, release: 'Rest is good. ' });
    expect(gate.push(' 30')).toEqual({ trip: null, release: '' });
    expect(gate.push(' tablets.')).toEqual({ trip: 'method_or_dose' });
  });

  it('checks the rest and the whole reply at the end', () => {
    const gate = new SentenceGate(guard);
    expect(gate.push('All good.')).toEqual({ trip: null, release: 'All good.' });
    expect(gate.finish(' Call 911', 'All good. Call 911')).toEqual({ trip: 'unknown_number' });
  });
});
