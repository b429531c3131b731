// The most common passwords (issue #39, item 8): zxcvbn-ts's maintained list of leaked passwords,
// ranked by frequency. Its own module so that only what checks a new password loads it (the
// client's sign-up chunk, the server).
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** True when the password (any case) is on the list. */
export function isCommonPassword(value: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(value.toLowerCase());
}
