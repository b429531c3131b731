// Sign-up's rules (spec section 5). The form's schema (signUpFormSchema, in rules.ts) checks all
// but one of them in the browser; the server's (signUpSchema, here) also refuses the most common
// passwords (issue #39, item 8). The list is large (about 200 KB gzipped), so only what imports
// this module loads it: the server, never a client page (the form shows the server's message on
// the password field).
import { z } from 'zod';
import { isCommonPassword } from './common-passwords.js';
import { messages } from './messages.js';
import { age, newPassword, signUpFields, stop } from './rules.js';

/** A new password as the server takes it: the form's rule, and not among the most common passwords. */
export const newPasswordNotCommon = newPassword.refine(
  (value) => !isCommonPassword(value),
  stop(messages.passwordTooCommon),
);

export const signUpShape = { ...signUpFields, age, password: newPasswordNotCommon };
export const signUpSchema = z.object(signUpShape);
