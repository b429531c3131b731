// Five tips per condition, in our own words. Shown with every past test and used by the offline
// evaluator.
import type { Condition } from './conditions.js';

export const TIPS: Readonly<Record<Condition, readonly string[]>> = {
  DEPRESSION: [
    'Plan one small, doable thing each day that used to bring you some enjoyment, even if you do not feel like it yet.',
    'Keep a steady rhythm of waking, meals and daylight: routine gives mood something solid to rest on.',
    'Move your body for ten to twenty minutes a day; a short walk outside counts.',
    'Stay in touch with at least one person you trust, even with a short message.',
    'If low mood lasts more than two weeks or gets in the way of daily life, talk with a doctor or mental health professional.',
  ],
  ANXIETY: [
    'Practise slow breathing for a few minutes a day: breathe in for four counts and out for six.',
    'Set aside a short, fixed "worry time" each day and park worries until then.',
    'Cut back on caffeine and alcohol, which can make anxious feelings stronger.',
    'Face avoided situations in small, gradual steps rather than all at once.',
    'If anxiety often stops you doing what you need or want to do, a therapist can teach techniques that work.',
  ],
  SCHIZOPHRENIA: [
    'Keep regular sleep: too little sleep can make unusual experiences stronger.',
    'Note what you experience and when, so you can describe it clearly to a professional.',
    'Avoid cannabis and other street drugs, which can bring on or worsen these experiences.',
    'Stay connected with people you trust and let one of them know how you are doing.',
    'Hearing, seeing or believing things others do not should be checked by a psychiatrist; early help makes a real difference.',
  ],
  SUBSTANCE_ABUSE: [
    'Keep an honest log of when, where and how much you use, and what was going on at the time.',
    'Plan ahead for situations where you usually use, and have something else ready to do instead.',
    'Tell someone you trust about your goal so they can support you.',
    'Do not stop heavy alcohol or sedative use suddenly on your own: withdrawal can be dangerous, so ask a doctor first.',
    'Support groups and addiction specialists help many people cut down or stop; you do not have to do it alone.',
  ],
  DEMENTIA: [
    'Use a calendar, notes and phone reminders to support a steady daily routine.',
    'Keep your mind active with reading, puzzles, music or learning something new.',
    'Stay physically active and socially connected; both support thinking and memory.',
    'Look after heart health: blood pressure, blood sugar and cholesterol all affect the brain.',
    'If memory changes worry you or people close to you, see a doctor: some causes are treatable.',
  ],
};

export function tipsFor(condition: Condition): readonly string[] {
  return TIPS[condition] ?? [];
}
