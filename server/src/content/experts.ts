// Six fictional experts per condition (spec section 3). Every person here is invented; contacts
// use the reserved example.com domain; avatars are generated initials, never a remote image.
// `findExpert(id)` is the lookup the bookings module uses.
import { CONDITIONS, type Condition } from './conditions.js';

export const SPECIALIZATIONS = ['CLINICAL_PSYCHOLOGIST', 'PSYCHIATRIST', 'THERAPIST'] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

export const SPECIALIZATION_LABELS: Readonly<Record<Specialization, string>> = {
  CLINICAL_PSYCHOLOGIST: 'Clinical Psychologist',
  PSYCHIATRIST: 'Psychiatrist',
  THERAPIST: 'Therapist',
};

export interface ExpertDefinition {
  /** Stable, URL-safe, unique across all fields. */
  id: string;
  name: string;
  specialization: Specialization;
  contact: string;
  location: string;
  field: Condition;
  expertise: string | null;
  avatarUrl: string | null;
}

type Seed = [name: string, specialization: Specialization, location: string, expertise: string | null];

const SEEDS: Record<Condition, Seed[]> = {
  DEPRESSION: [
    [
      'Dr. Amara Okafor',
      'CLINICAL_PSYCHOLOGIST',
      'Lagos, Nigeria',
      'Cognitive behavioural therapy for low mood and burnout.',
    ],
    [
      'Dr. Tunde Bakare',
      'PSYCHIATRIST',
      'Abuja, Nigeria',
      'Medication management for persistent and recurrent depression.',
    ],
    ['Ngozi Eze', 'THERAPIST', 'Enugu, Nigeria', 'Talking therapy for grief, loss and life transitions.'],
    ['Dr. Helen Mensah', 'CLINICAL_PSYCHOLOGIST', 'Accra, Ghana', 'Perinatal and postnatal depression.'],
    ['Dr. Ibrahim Musa', 'PSYCHIATRIST', 'Kano, Nigeria', 'Depression alongside long-term physical illness.'],
    ['Chioma Nwosu', 'THERAPIST', 'Port Harcourt, Nigeria', 'Behavioural activation and mindfulness-based support.'],
  ],
  ANXIETY: [
    ['Dr. Folake Adeyemi', 'CLINICAL_PSYCHOLOGIST', 'Ibadan, Nigeria', 'Panic attacks and generalised worry.'],
    ['Dr. Emeka Obi', 'PSYCHIATRIST', 'Lagos, Nigeria', 'Assessment and treatment of anxiety disorders.'],
    ['Aisha Bello', 'THERAPIST', 'Kaduna, Nigeria', 'Exposure-based therapy for phobias and social anxiety.'],
    [
      'Dr. Kwame Asante',
      'CLINICAL_PSYCHOLOGIST',
      'Kumasi, Ghana',
      'Health anxiety and obsessive-compulsive difficulties.',
    ],
    ['Dr. Zainab Lawal', 'PSYCHIATRIST', 'Abuja, Nigeria', 'Anxiety in young adults and students.'],
    ['Segun Afolabi', 'THERAPIST', 'Abeokuta, Nigeria', 'Stress management and relaxation training.'],
  ],
  SCHIZOPHRENIA: [
    ['Dr. Oluwaseun Adebayo', 'PSYCHIATRIST', 'Lagos, Nigeria', 'Early intervention in psychosis.'],
    ['Dr. Grace Udo', 'CLINICAL_PSYCHOLOGIST', 'Calabar, Nigeria', 'Cognitive therapy for voices and unusual beliefs.'],
    ['Dr. Yusuf Abdullahi', 'PSYCHIATRIST', 'Zaria, Nigeria', 'Long-term care planning and medication reviews.'],
    ['Blessing Okon', 'THERAPIST', 'Uyo, Nigeria', 'Family support and psychoeducation.'],
    ['Dr. Kofi Boateng', 'CLINICAL_PSYCHOLOGIST', 'Accra, Ghana', 'Social skills and recovery-focused rehabilitation.'],
    ['Nkechi Ude', 'THERAPIST', 'Owerri, Nigeria', 'Peer support and relapse prevention planning.'],
  ],
  SUBSTANCE_ABUSE: [
    [
      'Dr. Chinedu Okeke',
      'PSYCHIATRIST',
      'Lagos, Nigeria',
      'Medically supervised detoxification and recovery planning.',
    ],
    ['Dr. Funmilayo Ojo', 'CLINICAL_PSYCHOLOGIST', 'Ibadan, Nigeria', 'Motivational interviewing for alcohol use.'],
    ['Samuel Etim', 'THERAPIST', 'Port Harcourt, Nigeria', 'Group therapy and relapse prevention.'],
    ['Dr. Hauwa Sani', 'PSYCHIATRIST', 'Kano, Nigeria', 'Opioid and prescription medicine dependence.'],
    ['Dr. Daniel Owusu', 'CLINICAL_PSYCHOLOGIST', 'Accra, Ghana', 'Substance use alongside anxiety and depression.'],
    [
      'Ifeoma Chukwu',
      'THERAPIST',
      'Enugu, Nigeria',
      "Family counselling for people affected by a relative's drinking or drug use.",
    ],
  ],
  DEMENTIA: [
    ['Dr. Adaeze Nnamdi', 'PSYCHIATRIST', 'Abuja, Nigeria', 'Memory assessment in later life.'],
    [
      'Dr. Olumide Fashola',
      'CLINICAL_PSYCHOLOGIST',
      'Lagos, Nigeria',
      'Neuropsychological testing and cognitive rehabilitation.',
    ],
    ['Rukayat Yusuf', 'THERAPIST', 'Ilorin, Nigeria', 'Cognitive stimulation groups and carer support.'],
    ['Dr. Ama Owusu-Ansah', 'PSYCHIATRIST', 'Kumasi, Ghana', 'Behaviour and mood changes in dementia.'],
    ['Dr. Babatunde Lawson', 'CLINICAL_PSYCHOLOGIST', 'Benin City, Nigeria', 'Early-onset memory problems.'],
    ['Esther Danjuma', 'THERAPIST', 'Jos, Nigeria', 'Reminiscence and life-story work.'],
  ],
};

const AVATAR_COLOURS: Record<Condition, string> = {
  DEPRESSION: '#3b5bdb',
  ANXIETY: '#0c8599',
  SCHIZOPHRENIA: '#7048e8',
  SUBSTANCE_ABUSE: '#e8590c',
  DEMENTIA: '#2b8a3e',
};

function slugify(name: string): string {
  return name
    .replace(/^Dr\.\s+/, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s+/, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .slice(0, 2)
    .join('');
}

/** A self-contained SVG of the expert's initials, as a data URL (no remote image is ever fetched). */
export function initialsAvatar(name: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">` +
    `<rect width="160" height="160" rx="80" fill="${colour}"/>` +
    `<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="60" font-weight="600" fill="#ffffff">${initials(name)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function build(field: Condition): ExpertDefinition[] {
  return SEEDS[field].map(([name, specialization, location, expertise]) => {
    const id = slugify(name);
    return {
      id,
      name,
      specialization,
      contact: `${id.replace(/-/g, '.')}@example.com`,
      location,
      field,
      expertise,
      avatarUrl: initialsAvatar(name, AVATAR_COLOURS[field]),
    };
  });
}

export const EXPERTS: Readonly<Record<Condition, readonly ExpertDefinition[]>> = {
  DEPRESSION: build('DEPRESSION'),
  ANXIETY: build('ANXIETY'),
  SCHIZOPHRENIA: build('SCHIZOPHRENIA'),
  SUBSTANCE_ABUSE: build('SUBSTANCE_ABUSE'),
  DEMENTIA: build('DEMENTIA'),
};

const BY_ID: ReadonlyMap<string, ExpertDefinition> = new Map(
  CONDITIONS.flatMap((c) => EXPERTS[c]).map((expert) => [expert.id, expert]),
);

/** The six experts of one field, in a fixed order. */
export function expertsFor(field: Condition): readonly ExpertDefinition[] {
  return EXPERTS[field];
}

/** One expert by id, or undefined when the id is unknown. */
export function findExpert(id: string): ExpertDefinition | undefined {
  return BY_ID.get(id);
}

/**
 * The expert detail page's fixed placeholder sections (spec section 2): the same for every expert,
 * general statements rather than claims about a real person.
 */
export const EXPERT_PROFILE_PLACEHOLDERS = {
  quote: 'Every step you take towards understanding yourself is a step worth taking. You do not have to take it alone.',
  qualifications: [
    'Licensed to practise in their jurisdiction',
    'Trained in evidence-based assessment and treatment',
    'Regular clinical supervision and peer review',
  ],
  education: ['University degree in medicine or psychology', 'Postgraduate clinical training in mental health'],
  certifications: ['Cognitive behavioural therapy (CBT)', 'Mental health first aid trainer', 'Trauma-informed care'],
  experience: 'Many years of work with adults in hospital, community and private practice settings.',
  affiliations: [
    'A national professional body for mental health practitioners',
    'A regional network of community mental health services',
  ],
  testimonials: [
    { quote: 'I felt listened to from the very first session.', author: 'A client' },
    { quote: 'Practical, kind and clear about what would help.', author: 'A client' },
  ],
  programs: [
    'One-to-one sessions, in person or online',
    'Short structured programmes for sleep, stress and mood',
    'Support sessions for families and carers',
  ],
} as const;
