import { messages } from './messages.js';
import { LABEL_STAND_IN, messagePattern, NUMBER_STAND_IN } from './message-patterns.js';

describe('messagePattern', () => {
  it('reads the field name and the number back from a message made with the stand-ins', () => {
    const pattern = messagePattern(messages.tooLong(LABEL_STAND_IN, NUMBER_STAND_IN), 'max');
    const said = pattern.exec(messages.tooLong('Reason', 1500))?.groups;
    expect(said).toEqual({ label: 'Reason', max: '1,500' });
    expect(pattern.test(messages.tooLong('Reason', 1500).replace('.', '!'))).toBe(false);
  });

  it('takes special characters of the message literally', () => {
    const pattern = messagePattern('Is it (really) 987654? Yes.', 'count');
    expect(pattern.exec('Is it (really) 12? Yes.')?.groups?.count).toBe('12');
    expect(pattern.test('Is it really 12? Yes.')).toBe(false);
  });
});
