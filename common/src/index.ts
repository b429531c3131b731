export { messages } from './messages.js';
export * from './rules.js';
export * from './text.js';
export * from './scores.js';
export * from './mood.js';
export * from './crisis.js';
export * from './severity.js';
export * from './crisis-replies.js';
export * from './payouts.js';
