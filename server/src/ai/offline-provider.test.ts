// The offline evaluator and assistant (no AI service, or a member who said no to it): in English as
// the spec's project always wrote them, and in the member's language where the `assistant` catalogue
// has its words (#36), each paragraph whole in one language.
import { OfflineProvider } from './offline-provider.js';
import type { EvaluationRequest } from './ai-provider.js';

const provider = new OfflineProvider();
const facts = (over: Partial<EvaluationRequest['facts']> = {}): EvaluationRequest['facts'] => ({
  conditionTitle: 'Depression Assessment',
  score: 20,
  maxScore: 30,
  severityLabel: 'moderately severe',
  tips: ['Plan one small, doable thing each day.', 'Keep a steady rhythm of waking and meals.'],
  needsCrisisSupport: false,
  ...over,
});
const evaluate = (over: Partial<EvaluationRequest['facts']> = {}) =>
  provider.evaluate({ prompt: '', facts: facts(over) });
const reply = async (message: string, locale?: string) => {
  let text = '';
  for await (const piece of provider.chatStream({ prompt: '', message, locale })) text += piece;
  return text;
};

describe('the offline evaluator', () => {
  it('writes English as before', async () => {
    expect(await evaluate()).toBe(
      [
        'Your answers add up to 20 out of 30 on the Depression Assessment, which falls in the moderately severe range. This is a screening result to help you reflect, not a diagnosis.',
        'Answers in this range suggest these difficulties are weighing on you a lot. Please consider reaching out to a professional soon; you do not have to manage this alone.',
        'Two things that may help: plan one small, doable thing each day; and keep a steady rhythm of waking and meals.',
        "This evaluation was written by MindCheck's built-in offline evaluator.",
      ].join('\n\n'),
    );
    const neutral = await evaluate({
      conditionTitle: 'Dementia Assessment',
      severityLabel: 'Some symptoms reported',
      neutralBands: true,
      tips: [],
      needsCrisisSupport: true,
    });
    expect(neutral).toBe(
      [
        'Your answers add up to 20 out of 30 on the Dementia Assessment: some symptoms reported. This check is not a validated clinical instrument, so its total is not a grade of anything. It is a screening result to help you reflect, not a diagnosis.',
        'You reported many of the experiences this check asks about. Please talk with a professional soon; you do not have to manage this alone. If you feel unsafe, contact emergency services or a crisis line now.',
        "This evaluation was written by MindCheck's built-in offline evaluator.",
      ].join('\n\n'),
    );
    expect(await evaluate({ severityLabel: 'mild', needsCrisisSupport: true })).toContain(
      'Some of your answers say you have had thoughts of being better off dead or of harming yourself, and that matters more than the total.',
    );
  });
});

describe('the offline evaluator in Pidgin (#36)', () => {
  it("writes each paragraph in Pidgin, with the screens' names for the test and band; the spec's tips stay English, whole", async () => {
    const text = await evaluate({ locale: 'pcm', condition: 'DEPRESSION', bandKey: 'moderatelySevere' });
    expect(text.split('\n\n')).toEqual([
      'Your answers add up to 20 out of 30 for di Depression test, and e fall inside E don high small range. Dis na screening result to help you think am well, e no be diagnosis.',
      'Answers for dis range show say dis wahala dey weigh you down well well. Abeg try reach out to professional soon; you no need to carry am alone.',
      'Two things that may help: plan one small, doable thing each day; and keep a steady rhythm of waking and meals.',
      'Na MindCheck own offline evaluator write dis evaluation.',
    ]);
    const crisis = await evaluate({
      locale: 'pcm',
      condition: 'DEPRESSION',
      bandKey: 'mild',
      severityLabel: 'mild',
      needsCrisisSupport: true,
    });
    expect(crisis).toContain('Some of your answers show say you don get thoughts say e go better if you die');
  });

  it('writes in English, whole, a language whose words await review', async () => {
    const yoruba = await evaluate({ locale: 'yo', condition: 'DEPRESSION', bandKey: 'moderatelySevere' });
    expect(yoruba).toBe(await evaluate());
  });
});

describe('the offline assistant', () => {
  it('answers in English as before', async () => {
    expect(await reply('I cannot sleep')).toBe(
      [
        "I'm MindCheck's offline assistant: no AI service is connected right now, so I can only share general guidance, not a personal answer.",
        '1. Keep the same wake-up time every day, even after a poor night.',
        '2. Put screens away for the last half hour before bed and keep the room dark and cool.',
        '3. If you lie awake for a long time, get up and do something calm until you feel sleepy.',
        'If you ever feel unsafe, please contact your local emergency number straight away.',
      ].join('\n'),
    );
    expect(await reply('hello')).toContain('1. Be kind to yourself: noticing how you feel is already a step.');
  });

  it('answers a Pidgin member in Pidgin, and a Yoruba one in English while its words await review (#36)', async () => {
    const pidgin = (await reply('I no fit sleep', 'pcm')).split('\n');
    expect(pidgin[0]).toBe(
      'I be MindCheck offline assistant: no AI service dey connected right now, so na only general advice I fit share, no be answer wey fit your own matter.',
    );
    expect(pidgin[1]).toBe('1. Dey wake up di same time every day, even after night wey you no sleep well.');
    expect(pidgin[4]).toBe('If you ever no feel safe, abeg call your local emergency number sharp sharp.');
    expect(await reply('I cannot sleep', 'yo')).toBe(await reply('I cannot sleep'));
  });
});
