/** The five assessments, in menu order (spec section 2): the side menu's Take Test list and the home cards. */
export const assessmentLinks = [
  { condition: 'depression', label: 'Depression Assessment', to: '/assessment/depression' },
  { condition: 'anxiety', label: 'Anxiety Disorder Assessment', to: '/assessment/anxiety' },
  { condition: 'schizophrenia', label: 'Schizophrenia Assessment', to: '/assessment/schizophrenia' },
  { condition: 'substance_abuse', label: 'Substance Abuse Assessment', to: '/assessment/substance_abuse' },
  { condition: 'dementia', label: 'Dementia Assessment', to: '/assessment/dementia' },
] as const;

export type AssessmentLink = (typeof assessmentLinks)[number];
export type AssessmentCondition = AssessmentLink['condition'];
