// The spec's texts and our own words live in @mindcheck/common, shared with the client. Texts only
// the server sends may be added here.
import { messages as shared } from '@mindcheck/common';

export const messages = {
  ...shared,
} as const;
