// The built-in provider for when no AI service is configured: honest, deterministic text built
// from the member's result (evaluations) or from a few topics (chat). It says what it is.
import type { AiProvider, ChatRequest, EvaluationRequest } from './ai-provider.js';

const BAND_GUIDANCE: Record<string, string> = {
  minimal:
    'Answers in this range usually mean these feelings are not getting much in the way of daily life right now. Keep doing what supports you, and check in again if things change.',
  mild: 'Answers in this range suggest some difficulties that come and go. Small, steady changes often help, and it is worth noticing whether things ease or build up over the next few weeks.',
  moderate:
    'Answers in this range suggest these difficulties are affecting your days in a real way. Talking with a professional can help you understand what is going on and what would help most.',
  'moderately severe':
    'Answers in this range suggest these difficulties are weighing on you a lot. Please consider reaching out to a professional soon; you do not have to manage this alone.',
  severe:
    'Answers in this range suggest you are going through a very hard time. Please reach out to a professional as soon as you can, and if you feel unsafe, contact emergency services or a crisis line now.',
};

// The spec's own schizophrenia and dementia scales (common/src/severity.ts): by what was reported.
const NEUTRAL_GUIDANCE: Record<string, string> = {
  'few symptoms reported':
    'You reported few of the experiences this check asks about. Keep doing what supports you, and check in again if things change.',
  'some symptoms reported':
    'You reported some of the experiences this check asks about. Talking them over with a professional can help you understand what is going on and what would help most.',
  'many symptoms reported':
    'You reported many of the experiences this check asks about. Please talk with a professional soon; you do not have to manage this alone. If you feel unsafe, contact emergency services or a crisis line now.',
};

const CRISIS_GUIDANCE =
  'Some of your answers say you have had thoughts of being better off dead or of harming yourself, and that matters more than the total. Please talk with someone you trust today and reach out to a professional or a crisis line. If you feel unsafe right now, contact emergency services straight away.';

interface Topic {
  words: RegExp;
  points: string[];
}

const TOPICS: Topic[] = [
  {
    words: /\b(sleep|insomnia|tired|rest)\b/i,
    points: [
      'Keep the same wake-up time every day, even after a poor night.',
      'Put screens away for the last half hour before bed and keep the room dark and cool.',
      'If you lie awake for a long time, get up and do something calm until you feel sleepy.',
    ],
  },
  {
    words: /\b(anx\w*|panic|worr\w*|stress\w*|nervous)\b/i,
    points: [
      'Try slow breathing: in for four counts, hold for four, out for six, for a few minutes.',
      'Write the worry down and note what is in your control and what is not.',
      'Move your body for ten minutes: a walk can take the edge off.',
    ],
  },
  {
    words: /\b(sad|depress\w*|down|low|hopeless|empty)\b/i,
    points: [
      'Plan one small thing you usually enjoy, even if you do not feel like it yet.',
      'Reach out to one person you trust today, even with a short message.',
      'Keep regular meals, daylight and movement: they steady mood more than they seem to.',
    ],
  },
  {
    words: /\b(alcohol|drink\w*|drug\w*|smok\w*|substance|craving\w*)\b/i,
    points: [
      'Notice the times and places when cravings are strongest and plan something else for them.',
      'Tell someone you trust about your goal so they can support you.',
      'A doctor or counsellor can help you cut down safely, especially if stopping makes you unwell.',
    ],
  },
  {
    words: /\b(memory|forget\w*|confus\w*|dementia)\b/i,
    points: [
      'Keep a daily routine and use notes, calendars or phone reminders.',
      'Stay socially and physically active: both support thinking and memory.',
      'If memory changes worry you or people close to you, a doctor can check for treatable causes.',
    ],
  },
];

const GENERAL_POINTS = [
  'Be kind to yourself: noticing how you feel is already a step.',
  'Keep a simple routine of sleep, meals, movement and time with people you trust.',
  'If things feel heavy for more than a couple of weeks, talk with a professional; our experts page can help you find one.',
];

export class OfflineProvider implements AiProvider {
  readonly kind = 'offline' as const;

  async evaluate({ facts }: EvaluationRequest): Promise<string> {
    const band = facts.severityLabel.toLowerCase();
    const tips = facts.tips.slice(0, 2);
    const paragraphs = facts.neutralBands
      ? [
          // Not a validated instrument: what was reported, never a grade (H11).
          `Your answers add up to ${facts.score} out of ${facts.maxScore} on the ${facts.conditionTitle}: ${band}. This check is not a validated clinical instrument, so its total is not a grade of anything. It is a screening result to help you reflect, not a diagnosis.`,
          // The crisis flag (a high total on these scales) always gets the way to urgent help.
          facts.needsCrisisSupport
            ? NEUTRAL_GUIDANCE['many symptoms reported']
            : (NEUTRAL_GUIDANCE[band] ?? NEUTRAL_GUIDANCE['some symptoms reported']),
        ]
      : [
          `Your answers add up to ${facts.score} out of ${facts.maxScore} on the ${facts.conditionTitle}, which falls in the ${band} range. This is a screening result to help you reflect, not a diagnosis.`,
          // Crisis-level answers matter more than a low total: never tell that member all is well.
          facts.needsCrisisSupport && band !== 'severe'
            ? CRISIS_GUIDANCE
            : (BAND_GUIDANCE[band] ?? BAND_GUIDANCE.moderate),
        ];
    if (tips.length)
      paragraphs.push(`Two things that may help: ${tips.map((t) => lowerFirst(stripPeriod(t))).join('; and ')}.`);
    paragraphs.push("This evaluation was written by MindCheck's built-in offline evaluator.");
    return paragraphs.join('\n\n');
  }

  async *chatStream({ message }: ChatRequest): AsyncIterable<string> {
    const topic = TOPICS.find((t) => t.words.test(message));
    const points = topic?.points ?? GENERAL_POINTS;
    const reply = [
      "I'm MindCheck's offline assistant: no AI service is connected right now, so I can only share general guidance, not a personal answer.",
      ...points.map((p, i) => `${i + 1}. ${p}`),
      'If you ever feel unsafe, please contact your local emergency number straight away.',
    ].join('\n');
    // Streamed word by word, as a live model would, so that the client's streaming path is exercised.
    for (const piece of reply.match(/\S+\s*/g) ?? []) {
      yield piece;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

function stripPeriod(text: string): string {
  return text.replace(/[.!]\s*$/, '');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
