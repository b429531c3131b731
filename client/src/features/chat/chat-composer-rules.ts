// The chat composer's rules, loaded on the composer's first focus (lib/lazy-resolver): zod and the
// shared schemas stay off the chat page's first load. The server's rule for a prompt (common):
// blank, or longer than 2,000 characters, is refused.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { chatPrompt } from '@mindcheck/common';

const composerSchema = z.object({ prompt: chatPrompt });
export type ComposerValues = z.input<typeof composerSchema>;
export type ComposerOutput = z.output<typeof composerSchema>;

export const composerResolver = zodResolver(composerSchema);
