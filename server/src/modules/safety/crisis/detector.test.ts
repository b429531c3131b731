// The detector's parts a member would notice outside the corpus: how a text is read (case, accents
// and tone marks, leetspeak, spacing, repeats, emoji), the answer to the ask-when-unsure question
// in every language the app hears, the kinds it names, and that a huge input answers at once.
import { performance } from 'node:perf_hooks';
import { CRISIS_CHECK_MAX_CHARS, NO_CRISIS, assessCrisis } from './detector.js';
import { readCrisisQuestionAnswer } from './answer.js';
import { normalizeForCrisisCheck } from './normalize.js';
import { containsCrisisLanguage, normalizeForCrisisCheck as fromShim } from '../../chat/crisis-language.js';

describe('normalizeForCrisisCheck', () => {
  it.each([
    ['  I DON’T—want…  to LIVE!! ', 'i dont want to live'],
    ['KILLLL MYSELF', 'kil myself'],
    ['k.i.l.l m.y.s.e.l.f', 'kil myself'],
    ['s u i c i d e', 'suicide'],
    ['i w4nt t0 d1e', 'i want to die'],
    ['I want to dieeeee 😭😭', 'i want to die'],
    ['i wanna killmyself', 'i wanna kil myself'],
    ['Mo fẹ́ pa ara mi', 'mo fe pa ara mi'],
    ['Achọrọ m ịnwụ', 'achoro m inwu'],
    ['Zan ƙashe kaina', 'zan kashe kaina'],
    ['ɗan uwana', 'dan uwana'],
    ['Ｆｕｌｌｗｉｄｔｈ', 'fulwidth'],
    ['I ran 5 kms', 'i ran 5 kms'],
  ])('reads %j as %j', (text, expected) => {
    expect(normalizeForCrisisCheck(text)).toBe(expected);
  });

  it('reads no further than CRISIS_CHECK_MAX_CHARS', () => {
    const text = `${'a '.repeat(CRISIS_CHECK_MAX_CHARS)}I want to kill myself`;
    expect(normalizeForCrisisCheck(text)).not.toContain('kill');
    expect(assessCrisis(text)).toEqual(NO_CRISIS);
  });

  it('is still exported by the chat module, whose check now asks the classifier', () => {
    expect(fromShim).toBe(normalizeForCrisisCheck);
    expect(containsCrisisLanguage('abeg i wan drink sniper tonight')).toBe(true);
    expect(containsCrisisLanguage('my phone battery is dying')).toBe(false);
  });
});

describe('readCrisisQuestionAnswer', () => {
  it.each([
    'yes',
    'Yes o',
    'yeah, sometimes',
    'I dey think am',
    'e no far',
    'Bẹ́ẹ̀ni',
    'eh',
    'i',
    'ee',
    'Na so',
    'yes I want to die',
    'honestly yes',
    'no but I bought sniper', // crisis language in the answer
  ])('reads %j as YES', (text) => {
    expect(readCrisisQuestionAnswer(text)).toBe('YES');
  });

  it.each([
    'no',
    "No, I'm safe",
    'no o',
    'nope, just tired',
    'Rárá',
    "a'a",
    'mba',
    'I no dey think am',
    'not really',
    'I am fine',
  ])('reads %j as NO', (text) => {
    expect(readCrisisQuestionAnswer(text)).toBe('NO');
  });

  it.each(['', 'what do you mean?', "I don't know", "I'm not sure", 'why are you asking', 'maybe'])(
    'reads %j as UNCLEAR',
    (text) => {
      expect(readCrisisQuestionAnswer(text)).toBe('UNCLEAR');
    },
  );
});

describe('assessCrisis', () => {
  it('names the kind and the self-harm sub-kind', () => {
    expect(assessCrisis('I want to kill myself')).toEqual({
      level: 'CRISIS',
      kind: 'SELF_HARM',
      subKind: 'EXPLICIT_INTENT',
    });
    expect(assessCrisis('I have been cutting my wrists again')).toMatchObject({
      kind: 'SELF_HARM',
      subKind: 'SELF_HARM_ACT',
    });
    expect(assessCrisis('I will kill him tonight')).toEqual({ level: 'CRISIS', kind: 'HARM_TO_OTHERS', subKind: null });
    expect(assessCrisis('my husband beats me every night')).toMatchObject({ kind: 'IN_DANGER' });
    expect(assessCrisis('my sister drank sniper and she is not breathing')).toMatchObject({ kind: 'SOMEONE_ELSE' });
    expect(assessCrisis("I can't do this anymore")).toEqual({
      level: 'UNSURE',
      kind: 'SELF_HARM',
      subKind: 'HOPELESSNESS_WITH_INTENT',
    });
    expect(assessCrisis('How can I sleep better?')).toEqual(NO_CRISIS);
  });

  it('answers a 100 KB message at once', () => {
    const text = 'my phone is dying but I am dying to see you, traffic is killing me. '.repeat(1500);
    const runs = Array.from({ length: 5 }, () => {
      const started = performance.now();
      assessCrisis(text);
      return performance.now() - started;
    });
    expect(Math.min(...runs)).toBeLessThan(200);
  });
});

describe('context the rules read around a match', () => {
  it.each([
    'Two years ago I wanted to kill myself, but I got help and I am fine now.',
    'My friend felt suicidal last year but she is seeing a therapist now and doing well.',
    'My husband used to beat me but I left him in 2020, I am safe now.',
    "I was so angry I wanted to slap him, but I didn't, I just walked away.",
  ])('sets aside a crisis told as past and resolved, or an urge held back: %j', (text) => {
    expect(assessCrisis(text).level).toBe('NONE');
  });

  it.each([
    'Two years ago I tried to kill myself. I got help then but tonight I want to do it again.',
    'I used to be fine now I want to kill myself',
    'I am not safe now, he said he will kill me',
    "I can't promise I won't hurt myself tonight.",
    "I cannot promise you I won't do something to myself.",
    'Ọlọ́run mú mi lọ, ó ti su mi',
    'Olorun mu mi lo, o ti su mi',
  ])('still flags %j', (text) => {
    expect(assessCrisis(text).level).not.toBe('NONE');
  });
});

describe('everyday chat the learned stage must leave alone', () => {
  it.each([
    'Hello there.',
    'tell me something nice',
    'still there?',
    'reply 2',
    'Ẹ kú àárọ̀',
    'Ina kwana',
    'Kedu',
    'How you dey',
  ])('reads %j as nothing', (text) => {
    expect(assessCrisis(text)).toEqual(NO_CRISIS);
  });
});

describe('ordinary talk round a means or a harm word (round 4)', () => {
  const ordinary = [
    'Rats everywhere in the shop, I bought rat poison and set it in the corners.',
    'Night shift: I counted the tramadol for the ward twice, the patients slept well.',
    'I finish am for PES 3-1, e no fit talk again',
    'Nobody dey beat me o, na fall I fall for bathroom',
    'Please take care of my kids this weekend, I have a conference in Abuja',
  ];

  it.each(ordinary)('sets aside %j', (text) => {
    expect(assessCrisis(text)).toEqual(NO_CRISIS);
  });

  it.each([
    ["I bought rat poison. It's not for rats.", 'SELF_HARM'],
    ["I told them it's for cockroaches but it's for me", 'SELF_HARM'],
    ['Na sayi maganin kwari, ba don kwari ba, zan sha shi yau da dare', 'SELF_HARM'],
    ['I took a whole strip of tramadol from the ward and I feel dizzy now', 'SELF_HARM'],
  ])('still flags %j, the writer’s own intent beside the means', (text, kind) => {
    expect(assessCrisis(text)).toMatchObject({ level: 'CRISIS', kind });
  });

  it('never hides a first-person crisis in the middle of a long message of such talk', () => {
    const crisis = 'Honestly I want to kill myself, I cannot keep doing this.';
    const around = [...ordinary, ...ordinary, ...ordinary];
    const text = [...around.slice(0, 7), crisis, ...around.slice(7)].join(' ');
    expect(text.length).toBeGreaterThan(600);
    expect(assessCrisis(text)).toMatchObject({ level: 'CRISIS', kind: 'SELF_HARM' });
    expect(assessCrisis(around.join(' '))).toEqual(NO_CRISIS);
  });
});

describe('a safe context never hides a crisis (round 5)', () => {
  // Each pair: ordinary talk a safe context sets aside, and the same context word beside a
  // first-person act, intent or farewell, a danger now, a command voice or an oath (context.guard.ts).
  it.each([
    [
      'I burned my shirt with the pressing iron again',
      'I burned my arm with the pressing iron again when I hate myself',
    ],
    [
      'the salon lady pulled my hair and my scalp is sore',
      'when I hate myself I pull out my hair and scratch my scalp until it bleeds',
    ],
    ['we lost the match, I cut my leg on the pitch', 'after the match I locked myself in and cut myself till it bled'],
    [
      'take care of my kids this weekend, I am travelling. bye',
      'Sister, take care of my children this weekend and always. Goodbye, sorry I couldn’t be stronger',
    ],
    [
      'my sister is in the bathroom doing her hair, she locked the door',
      'my sister is cutting herself right now behind the locked bathroom door',
    ],
    [
      'the pharmacist counted the tablets, it should be enough for the week',
      'I have counted the pills, it should be enough',
    ],
    ['we are driving to his address now with the cake', 'I’m driving to his address right now with a bat'],
    [
      'that play at the theatre was about a man who kills himself',
      'I swear I’m going to kill myself tonight, no be play',
    ],
  ])('sets aside %j but flags the crisis beside the same words: %j', (ordinary, crisis) => {
    expect(assessCrisis(ordinary)).toEqual(NO_CRISIS);
    expect(assessCrisis(crisis).level).toBe('CRISIS');
  });

  it.each([
    ['I want to die, wallahi ba wasa nake ba', 'EXPLICIT_INTENT'],
    ['I’ll be dead by Friday anyway 🙂', 'EXPLICIT_INTENT'],
    ['I’ll be dead by Friday haha', 'EXPLICIT_INTENT'],
    ['I have paid back all my debts and cleared my room. I’m ready', 'GOODBYE'],
    ['I’ve fed the cat and left the key with the neighbour. I’m not coming back, not in that way', 'GOODBYE'],
    ['I bought the tablets from different chemists small small so nobody will suspect', 'PLAN_OR_MEANS'],
    ['I’m hoping the fever takes me this time', 'PASSIVE_WISH'],
    ['na kona kaina da iron kuma jiya', 'SELF_HARM_ACT'],
  ])('an oath, a joke marker or a disclaimer never turns %j into nothing', (text, subKind) => {
    expect(assessCrisis(text)).toMatchObject({ level: 'CRISIS', kind: 'SELF_HARM', subKind });
  });

  it.each([
    ['the voice keeps telling me to pour hot water on the baby', 'HARM_TO_OTHERS'],
    ['Aga m egbu onye ahu dinara m n’ike tupu Fraide', 'HARM_TO_OTHERS'],
    ['my sister dey cut herself for bathroom now now, she lock the door', 'SOMEONE_ELSE'],
  ])('flags %j as %s', (text, kind) => {
    expect(assessCrisis(text)).toMatchObject({ level: 'CRISIS', kind });
  });

  it.each([
    'honestly it would be fine if the plane crashed',
    'I have set the date. Sunday is the day',
    'which building get the highest roof wey person fit climb',
  ])('asks at least about %j (a passive wish through an accident, a date set, a height sought)', (text) => {
    expect(assessCrisis(text).level).not.toBe('NONE');
  });

  it('asks about the highest roof one can get onto, not about a roof of a project', () => {
    expect(assessCrisis('what is the highest roof I can get onto in Lagos').level).not.toBe('NONE');
    expect(assessCrisis('what is the highest roof in Lagos? for my architecture project')).toEqual(NO_CRISIS);
  });
});

/** Each pair: the ordinary look-alike is no crisis at all; the same words beside a crisis are flagged. */
function setsAsideButFlags(pairs: readonly (readonly [ordinary: string, crisis: string])[]): void {
  it.each(pairs)('sets aside %j but flags %j', (ordinary, crisis) => {
    expect(assessCrisis(ordinary)).toEqual(NO_CRISIS);
    expect(assessCrisis(crisis).level).not.toBe('NONE');
  });
}

describe('ordinary look-alikes of round 6 never hide a crisis beside them', () => {
  // Each pair: a look-alike fresh4 and fresh5 showed flagged (a trip, a testimony, a profession, a
  // film, a pest, a joke about a price) and the same words beside the writer's own crisis.
  const pairs: readonly [ordinary: string, crisis: string][] = [
    [
      'this is my last message before I board, will call when I land in Kano',
      'this is my last message. I am not coming back, forgive me',
    ],
    [
      'in 2018 I wanted to die, but God restored me and today I am married. testimony!',
      'in 2018 I wanted to die, God restored me, but it is back again and I want to die tonight',
    ],
    [
      'I’m a nurse, yesterday a man who drank Sniper came in and survived',
      'I’m a nurse and tonight I will drink the Sniper I took from the ward',
    ],
    [
      'in the Kannywood film the wife put poison in her husband’s food',
      'the poison is already in my husband’s food, he will eat at 8',
    ],
    ['rat chop my wire, I wan buy otapiapia put for store', 'I buy otapiapia, no be for rat, na for me'],
    [
      'if this network fail me again I go jump inside lagoon 😂',
      'I go jump inside lagoon for Third Mainland this Friday, I don tire',
    ],
    ['kidnappers dey that road so I go follow another road', 'kidnappers don enter our compound, we dey hide'],
    ['RIP to the legend, gone too soon', 'done. bye'],
  ];

  setsAsideButFlags(pairs);

  it.each([
    ['I am going to drink the bleach under the sink tonight.', 'SELF_HARM'],
    ['He is outside my door with a machete and says he will kill me.', 'IN_DANGER'],
    ['My brother drank kerosene and now he is vomiting and confused.', 'SOMEONE_ELSE'],
    ['I have a gun and a list of names for Monday.', 'HARM_TO_OTHERS'],
  ])('finds %j in the middle of a long message of those look-alikes', (sentence, kind) => {
    const around = pairs.map(([ordinary]) => ordinary);
    const text = [...around, ...around.slice(0, 4), sentence, ...around.slice(4), ...around].join('. ');
    expect(text.length).toBeGreaterThan(1000);
    // Flagged; the kind named is the first crisis in the text, here maybe a look-alike beside it.
    expect(assessCrisis(text).level).not.toBe('NONE');
    expect(assessCrisis(`${sentence} ${around.join('. ')}`)).toMatchObject({ kind });
    expect(assessCrisis([...around, ...around].join('. '))).toEqual(NO_CRISIS);
  });
});

describe('ordinary look-alikes of round 7 never hide a crisis beside them', () => {
  // Each pair: a look-alike fresh6 showed flagged (a question and its ordinary reason in the next
  // sentence, care asked while I travel, an exam, logging off) and the same words beside a crisis.
  const pairs: readonly [ordinary: string, crisis: string][] = [
    [
      'where can I buy sniper? bedbugs are everywhere in my room',
      'where can I buy sniper? not for the bedbugs, it is for me',
    ],
    [
      'please look after my mum while I travel to Abuja for work',
      'please look after my mum when I am gone, I am not coming back',
    ],
    ['that test was suicide, I did not read at all', 'I know suicide is a sin but God will understand me'],
    ['logging off for the night, bye guys', 'give my phone to my brother and then do it. bye guys'],
  ];

  setsAsideButFlags(pairs);

  it.each([
    ['I have written the letters and I will use the gas when my flatmate leaves.', 'SELF_HARM'],
    ['I can hear him beating her next door right now.', 'SOMEONE_ELSE'],
    ['a woman is screaming upstairs, I think I heard him stabbing her.', 'SOMEONE_ELSE'],
  ])('finds %j in the middle of those look-alikes', (sentence, kind) => {
    const around = pairs.map(([ordinary]) => ordinary);
    expect(assessCrisis([...around, sentence, ...around].join('. ')).level).not.toBe('NONE');
    expect(assessCrisis(`${sentence} ${around.join('. ')}`)).toMatchObject({ kind });
    expect(assessCrisis([...around, ...around].join('. '))).toEqual(NO_CRISIS);
  });
});

describe('ordinary look-alikes of round 9 never hide a crisis in the same message', () => {
  // Each pair: a look-alike of a concept round 9 sets aside (fresh8 showed it flagged; new words, not
  // its lines) and the same message with the writer's own crisis told beside it.
  const pairs: readonly [ordinary: string, crisis: string][] = [
    [
      'my oga go kill me if this shipment no land today',
      'my oga go kill me if this shipment no land today. honestly I want to die, I go drink sniper tonight',
    ],
    [
      'this is my last post for this group, I dey comot to face my exams',
      'this is my last post for this group. I am leaving this world tonight, goodbye forever',
    ],
    [
      'took my BP tablets this morning like the doctor said',
      'took my BP tablets like the doctor said, but tonight I will swallow the whole pack and end it',
    ],
    [
      'my cat got into the rat poison, which vet is open now',
      'my cat got into the rat poison and I want to drink the rest myself',
    ],
    [
      'giving away my furniture because I am relocating to Abuja',
      'giving away my furniture because I will not need it, I am ending my life on Friday',
    ],
    [
      'the exhaust burnt my leg when I got down from the okada',
      'the exhaust burnt my leg, so at night I lock the door and cut my thigh',
    ],
    [
      'we are planning the burial for my grandma, she was 91',
      'we are planning the burial for my grandma. make una prepare my own burial too, I don finish with this world',
    ],
    [
      'I be butcher, I dey sharpen my knife for the ram',
      'I be butcher, but this knife I dey sharpen na for my wife, I go kill am tonight',
    ],
    [
      'my junior brother dey follow me everywhere, e dey disturb me',
      'my junior brother dey follow me everywhere. I get knife for my bag, I dey wait my stepfather for junction',
    ],
    [
      'the flood killed many people in Kogi, so sad',
      'the flood killed many people in Kogi and I wish it had taken me too, I want to die',
    ],
  ];
  setsAsideButFlags(pairs);
});

describe('ordinary look-alikes of round 10 never hide a crisis in the same message', () => {
  // Each pair: a look-alike of a concept round 10 sets aside (fresh9 showed it flagged; new words, not
  // its lines) and the same message with the writer's own crisis told beside it.
  const pairs: readonly [ordinary: string, crisis: string][] = [
    [
      'the price of garri for this market go kill somebody',
      'the price of garri for this market go kill somebody. me, I don tire, I go drink sniper tonight',
    ],
    [
      'as a chemist I keep the tramadol locked away from the kids',
      'I keep the tramadol locked away from the kids but tonight I will swallow all of them',
    ],
    [
      'been overdosing on anime all weekend haha',
      'been overdosing on anime all weekend. tonight I will overdose on my pills and end it',
    ],
    [
      'nicked my thumb slicing plantain, clumsy me',
      'nicked my thumb slicing plantain, then I cut my wrist on purpose because I deserve the pain',
    ],
    [
      'I pray God will call me home at old age when my time comes',
      'I pray God will call me home when my time comes, but honestly I want to kill myself tonight',
    ],
    [
      'please look after my kids while I am in Port Harcourt for the conference',
      'please look after my kids while I am in Port Harcourt, I am not coming back, goodbye forever',
    ],
    [
      'my lawyer advised me to write my will after we bought the land',
      'my lawyer advised me to write my will, good, because I am ending my life on Sunday',
    ],
    [
      'that is my last update for today, goodnight all',
      'that is my last update for today. I have the rope ready, I am going to hang myself tonight',
    ],
    [
      'Three years ago I overdosed. Now I am celebrating two years of recovery',
      'Three years ago I overdosed. Now I am celebrating two years of recovery. but I relapsed and I want to die tonight',
    ],
    [
      'my friend beat me to it again, he grabbed the last seat',
      'my friend beat me to it again. his brothers said they will beat me to death tonight',
    ],
    [
      'she killed the stage in that red outfit',
      'she killed the stage in that red outfit and I want to kill myself because I will never be like her',
    ],
  ];
  setsAsideButFlags(pairs);
});
