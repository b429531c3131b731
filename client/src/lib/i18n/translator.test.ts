import { createTranslator } from './translator';

// Each language reads its plurals by its own CLDR rules (i18next over Intl.PluralRules): Hausa and
// Pidgin have one and other; Yoruba and Igbo one form for every number.
describe('createTranslator', () => {
  it('picks each language’s plural form for a count', async () => {
    const ha = await createTranslator('ha');
    expect(ha.t('booking.times', { count: 1 })).toBe('lokaci 1');
    expect(ha.t('booking.times', { count: 3 })).toBe('lokuta 3');
    const pcm = await createTranslator('pcm');
    expect(pcm.t('booking.times', { count: 1 })).toBe('1 time');
    // CLDR's Pidgin "one" is "i = 0 or n = 1": no time is "0 time", as a Nigerian writes it.
    expect(pcm.t('booking.times', { count: 0 })).toBe('0 time');
    expect(pcm.t('booking.times', { count: 2 })).toBe('2 times');
    const yo = await createTranslator('yo');
    expect(yo.t('booking.times', { count: 1 })).toBe('àkókò 1');
    expect(yo.t('booking.times', { count: 5 })).toBe('àkókò 5');
  });

  it('has no key awaiting review, so the component shows its English sentence', async () => {
    const yo = await createTranslator('yo');
    expect(yo.has('chat.welcomeText')).toBe(false);
    expect(yo.has('chat.send')).toBe(true);
    expect(yo.t('chat.send')).toBe('Fi ránṣẹ́');
  });
});
