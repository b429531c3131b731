// An expert of the anxiety field and a profile, as the experts' queries answer them, for their unit tests.

const AVATAR = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const expert = (n: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Expert' as const,
  id: `expert-${n}`,
  name: `Dr. Person ${n}`,
  specialization: (['CLINICAL_PSYCHOLOGIST', 'PSYCHIATRIST', 'THERAPIST'] as const)[n % 3],
  contact: `person.${n}@example.com`,
  location: `City ${n}, Nigeria`,
  field: 'ANXIETY' as const,
  avatarUrl: AVATAR,
  ...overrides,
});

const profile = {
  __typename: 'ExpertProfile' as const,
  quote: 'Every step counts.',
  qualifications: ['Licensed'],
  education: ['A degree'],
  certifications: ['CBT'],
  experience: 'Many years.',
  affiliations: ['A body'],
  testimonials: [{ __typename: 'ExpertTestimonial' as const, quote: 'Kind and clear.', author: 'A client' }],
  programs: ['One-to-one sessions'],
};

/** The signed-in expert's own listing, as `MyExpertListing` answers it, for the console's tests. */
const ownListing = {
  __typename: 'Expert' as const,
  id: 'kemi-1',
  name: 'Dr. Kemi Adebayo',
  specialization: 'THERAPIST' as const,
  field: 'ANXIETY' as const,
  contact: 'kemi@example.com',
  location: 'Lagos, Nigeria',
  expertise: 'Anxiety at work.' as string | null,
  active: true,
  avatarUrl: null,
};

export const expertFixtures = { expert, profile, avatar: AVATAR, ownListing };
