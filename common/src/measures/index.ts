export * from './instruments.js';
export * from './change.js';
