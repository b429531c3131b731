// The crisis-language detector against a table of phrasings both ways: English, Nigerian English
// and Pidgin, misspellings, spacing and digit tricks. A miss costs far more than a false alarm, so
// negated phrases still count; only uses of a crisis word for something else entirely are exempt.
import { CRISIS_CHECK_MAX_CHARS, containsCrisisLanguage } from './crisis-language.js';

const CRISIS: readonly [kind: string, text: string][] = [
  // Plain English.
  ['english', 'I have been thinking about suicide'],
  ['english', 'I feel suicidal tonight'],
  ['english', 'i want to kill myself'],
  ['english', 'Sometimes I think about killing myself.'],
  ['english', 'I just want to end my life'],
  ['english', "I'm going to end it all"],
  ['english', 'I keep thinking about ending it'],
  ['english', 'I want to take my own life'],
  ['english', 'I want to die'],
  ['english', 'i wanna die'],
  ['english', 'I am ready to die'],
  ['english', 'I wish I was dead'],
  ['english', 'I wish I could just die'],
  ['english', "I wish I'd never been born"],
  ['english', 'everyone would be better off without me'],
  ['english', "I'd be better off dead"],
  ['english', 'There is no reason to live anymore'],
  ['english', 'there is no point in living'],
  ['english', "I don't want to live anymore"],
  ['english', 'I dont want to wake up tomorrow'],
  ['english', 'I want to sleep and never wake up'],
  ['english', "I can't go on like this"],
  ['english', 'I cannot take it anymore'],
  ['english', 'I am so tired of living'],
  ['english', 'I want to leave this world'],
  ['english', 'I thought about hanging myself'],
  ['english', 'I want to jump off a bridge'],
  ['english', 'I might step in front of a train'],
  ['english', 'I took an overdose last year'],
  ['english', 'I want to take all my pills'],
  ['english', 'I want to slit my wrists'],
  ['english', 'I wrote a goodbye note'],
  ['english', 'nobody would miss me'],
  ['english', 'let me just die'],
  // Self-harm.
  ['self-harm', 'I self-harm when I am upset'],
  ['self-harm', 'I have been self harming'],
  ['self-harm', 'I keep hurting myself'],
  ['self-harm', 'I want to cut myself'],
  ['self-harm', 'I burn myself sometimes'],
  ['self-harm', 'I have been starving myself'],
  ['self-harm', 'self injury is the only thing that helps'],
  // Misspellings.
  ['misspelling', 'im thinking of sucide'],
  ['misspelling', 'i feel sucidal'],
  ['misspelling', 'suicde thoughts again'],
  ['misspelling', 'suiside is on my mind'],
  ['misspelling', 'i want to kil myself'],
  ['misspelling', 'i want to kill mysef'],
  ['misspelling', 'i want to kill myslef'],
  ['misspelling', 'i wnat to die because i wnat to unalive'],
  ['misspelling', 'im suicidial'],
  ['misspelling', 'thinking about overdosing'],
  ['misspelling', 'i want to unalive myself'],
  ['misspelling', 'kms'],
  ['misspelling', 'honestly i might just kms'],
  // Spacing, punctuation, capitals and digit tricks.
  ['spacing', 's u i c i d e'],
  ['spacing', 'S-U-I-C-I-D-E'],
  ['spacing', 'k i l l myself'],
  ['spacing', 'k.i.l.l m.y.s.e.l.f'],
  ['spacing', 'sui cide'],
  ['spacing', 'i want to killmyself'],
  ['spacing', 'I WANT TO DIE!!!'],
  ['spacing', 'i want to dieeeee'],
  ['spacing', 'i want to   die'],
  ['spacing', 'I don’t want to live'],
  ['spacing', 'su1c1de'],
  ['spacing', 'i want to k1ll mys3lf'],
  ['spacing', '$uicidal'],
  ['spacing', 'selfharm'],
  ['spacing', 'i want to kiiiill myself'],
  // Nigerian English.
  ['nigerian english', 'I want to take sniper'],
  ['nigerian english', 'I will drink sniper and rest'],
  ['nigerian english', 'I bought rat poison for myself'],
  ['nigerian english', 'I am tired of this life'],
  ['nigerian english', 'I want to end my life, I cannot cope again'],
  ['nigerian english', 'I will throw myself in front of a danfo'],
  ['nigerian english', 'Let me just die and rest'],
  ['nigerian english', 'There is no reason for living again'],
  // Pidgin.
  ['pidgin', 'I wan kill myself'],
  ['pidgin', 'I wan die'],
  ['pidgin', 'I go die'],
  ['pidgin', 'make I just die'],
  ['pidgin', 'I no wan live again'],
  ['pidgin', 'I no want dey live'],
  ['pidgin', 'I don tire for this life'],
  ['pidgin', 'I tire for my life'],
  ['pidgin', 'I wan commot for this world'],
  ['pidgin', 'I go drink sniper'],
  ['pidgin', 'I fit kpai myself'],
  ['pidgin', 'nobody go miss me'],
  ['pidgin', 'I no fit cope again'],
  ['pidgin', 'I wan take my life'],
  ['pidgin', 'I go hang myself'],
  ['pidgin', 'I dey think to kill meself'],
  // Negated, hedged or about others: still answered with resources, on purpose.
  ['negated', "I'm not suicidal, I just want to die"],
  ['negated', "I'm not suicidal"],
  ['negated', 'I would never kill myself but I think about it'],
  ['negated', 'How do I help a friend who is suicidal?'],
  ['negated', 'We ran suicides at practice and I want to kill myself'],
];

const NOT_CRISIS: readonly [kind: string, text: string][] = [
  ['english', 'How can I sleep better?'],
  ['english', 'I feel anxious before exams'],
  ['english', 'What helps with low mood in winter?'],
  ['english', 'Can you give me tips on self-care?'],
  ['english', 'I want to talk to someone about my stress'],
  ['english', 'I had a dream about dying my hair'],
  ['english', 'I jumped off the couch when the cat came in'],
  ['english', 'My phone is about to die'],
  ['english', 'My phone battery died'],
  ['english', 'This diet is killing me'],
  ['english', 'I killed it at work today'],
  ['english', "I'm dying to see the new film"],
  ['english', 'I nearly died laughing'],
  ['english', 'I am dead tired after work'],
  ['english', 'The deadline is stressing me'],
  ['english', 'I want to end my gym subscription'],
  ['english', 'I cut my hair short'],
  ['english', 'I burnt my rice again'],
  ['english', 'I want to kill time before my appointment'],
  ['english', 'I ran 5 kms today'],
  ['english', 'My car has done 300 kms'],
  ['english', 'I want to succeed in my exams'],
  ['english', 'I want to diet and exercise more'],
  ['english', 'I want to dine out with friends'],
  ['english', 'My plant is dead'],
  ['english', 'I am tired of this traffic'],
  ['english', 'Suit yourself'],
  ['english', 'I took my pills this morning as prescribed'],
  // Uses of a crisis word for something else entirely (the only exemptions).
  ['exempt', 'We watched Suicide Squad last night'],
  ['exempt', 'Coach made us run suicides at practice'],
  ['exempt', 'The old car has suicide doors'],
  // Nigerian English and Pidgin.
  ['pidgin', 'I dey kampe'],
  ['pidgin', 'Wetin dey happen?'],
  ['pidgin', 'Life no easy but we move'],
  ['pidgin', 'I wan chop rice'],
  ['pidgin', 'I go sleep now'],
  ['pidgin', 'I don tire for this traffic'],
  ['pidgin', 'Abeg how I fit sleep well?'],
  ['nigerian english', 'I took panadol for headache'],
  ['nigerian english', 'I drank water and rested'],
  ['nigerian english', 'I want to travel out of this country'],
  ['nigerian english', 'NEPA took light and I am frustrated'],
];

describe('the crisis-language table', () => {
  it('has at least 100 phrasings, both ways', () => {
    expect(CRISIS.length + NOT_CRISIS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(CRISIS.map(([kind]) => kind))).toEqual(
      new Set(['english', 'self-harm', 'misspelling', 'spacing', 'nigerian english', 'pidgin', 'negated']),
    );
  });

  it.each(CRISIS)('answers with resources (%s): "%s"', (_kind, text) => {
    expect(containsCrisisLanguage(text)).toBe(true);
  });

  it.each(NOT_CRISIS)('leaves to the assistant (%s): "%s"', (_kind, text) => {
    expect(containsCrisisLanguage(text)).toBe(false);
  });

  it('reads only the first characters of a long text, quickly, whatever it holds', () => {
    const started = performance.now();
    for (const filler of ['a '.repeat(50_000), 's u i '.repeat(20_000), 'k'.repeat(100_000), '1$'.repeat(50_000)]) {
      expect(containsCrisisLanguage(filler)).toBe(false);
    }
    expect(containsCrisisLanguage(`${'x '.repeat(CRISIS_CHECK_MAX_CHARS)} I want to die`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
