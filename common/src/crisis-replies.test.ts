import { CRISIS_KINDS } from './crisis.js';
import {
  CRISIS_QUESTION,
  crisisReplyText,
  emergencyFirst,
  SAFETY_PLAN_PATH,
  withHelpLines,
  type CrisisTranslate,
} from './crisis-replies.js';
import { HELP_LINE_NAMES } from './help-lines.js';
import pcm from './locales/pcm/crisis.json' with { type: 'json' };

const lines = [
  { name: 'Support line', contact: '0800 800 2000', url: null, emergency: false },
  { name: 'Find a Helpline', contact: 'findahelpline.com', url: 'https://findahelpline.com' },
  { name: 'Emergency services', contact: '112', emergency: true },
];

describe('crisis replies', () => {
  it('asks the ask-when-unsure question in the agreed words', () => {
    expect(CRISIS_QUESTION).toBe('It sounds like things are really hard. Are you thinking about ending your life?');
  });

  it('keeps the kind self-harm reply, every line numbered, and points to the safety plan', () => {
    const reply = crisisReplyText('SELF_HARM', lines);
    expect(reply).toMatch(/^I'm really sorry you're feeling this way/);
    expect(reply).toContain('\n1. Support line: 0800 800 2000\n');
    expect(reply).toContain('\n2. Find a Helpline: findahelpline.com (https://findahelpline.com)\n');
    expect(reply).toContain(SAFETY_PLAN_PATH);
  });

  it("names the lines MindCheck ships in the reader's language, numbers unchanged, an operator's own as written (#36)", () => {
    const pidgin: CrisisTranslate = (key) =>
      key
        .replace(/^crisis:/, '')
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], pcm) as string;
    const nigeria = [
      { name: HELP_LINE_NAMES.emergencyServicesAll, contact: '112', emergency: true },
      { name: HELP_LINE_NAMES.surpin, contact: '0800 078 7746' },
      { name: 'Lagos Warm Line', contact: '0800 000 0000' },
    ];
    expect(crisisReplyText('IN_DANGER', nigeria, pidgin).split('\n').slice(2, 5)).toEqual([
      '1. Emergency people (police, fire service, ambulance): 112',
      '2. SURPIN line wey dey help stop suicide (e free to call): 0800 078 7746',
      '3. Lagos Warm Line: 0800 000 0000',
    ]);
    expect(withHelpLines('Sorry.', nigeria.slice(0, 1), pidgin)).toContain(
      '\n1. Emergency people (police, fire service, ambulance): 112',
    );
    expect(crisisReplyText('IN_DANGER', nigeria)).toContain(`\n1. ${HELP_LINE_NAMES.emergencyServicesAll}: 112\n`);
  });

  it('puts the emergency number first when the danger is now', () => {
    for (const kind of ['IN_DANGER', 'SOMEONE_ELSE'] as const) {
      expect(crisisReplyText(kind, lines)).toContain('\n1. Emergency services: 112\n');
    }
    expect(crisisReplyText('IN_DANGER', lines)).toMatch(/^[^\n]*\n[^\n]*call the emergency number now/i);
    expect(crisisReplyText('IN_DANGER', lines)).toMatch(/safe place/);
  });

  it('tells someone whose friend is in danger what to do while waiting', () => {
    const reply = crisisReplyText('SOMEONE_ELSE', lines);
    expect(reply).toMatch(/^This is an emergency\. Call the emergency number now/);
    for (const step of [
      /do not leave them alone/,
      /keep the packet or bottle/,
      /anything to eat or drink/,
      /recovery position/,
    ])
      expect(reply).toMatch(step);
  });

  it('urges stepping away when the member may harm someone', () => {
    const reply = crisisReplyText('HARM_TO_OTHERS', lines);
    expect(reply).toMatch(/step away from them now/);
    expect(reply).toMatch(/call your local emergency number/);
    expect(reply).toContain('Emergency services: 112');
  });

  it('writes a different reply for every kind', () => {
    expect(new Set(CRISIS_KINDS.map((k) => crisisReplyText(k, lines))).size).toBe(CRISIS_KINDS.length);
  });

  it('orders emergency entries first, keeping the order within each group, before and after the flag exists', () => {
    expect(emergencyFirst(lines).map((l) => l.name)).toEqual(['Emergency services', 'Support line', 'Find a Helpline']);
    const legacy = [{ name: 'A' }, { name: 'B' }];
    expect(emergencyFirst(legacy)).toEqual(legacy);
  });

  it('follows the fallback text with the help lines', () => {
    const text = withHelpLines("Sorry, we couldn't process your request at the moment. Please try again later.", lines);
    expect(text.split('\n')[0]).toBe("Sorry, we couldn't process your request at the moment. Please try again later.");
    expect(text).toContain('1. Emergency services: 112');
  });
});
