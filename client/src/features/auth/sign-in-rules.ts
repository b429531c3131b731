// The sign-in form's rules (@mindcheck/common), loaded by the page on first use (lib/lazy-resolver).
import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '@mindcheck/common';

export const signInResolver = zodResolver(signInSchema);
