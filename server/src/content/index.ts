// Static content: the one source for the UI, the scoring and the AI prompt.
export * from './conditions.js';
export * from './questions.js';
export * from './tips.js';
export * from './experts.js';
export * from './crisis-resources.js';
