// The mood check-in form's rules, loaded by the form on first use (lib/lazy-resolver): the shared
// check-in rules (common), with a mood still to choose while the form is filled in.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages, moodCheckInSchema } from '@mindcheck/common';

export const moodFormSchema = moodCheckInSchema.extend({
  mood: z
    .number({ error: messages.moodRequired })
    .nullable()
    .refine((mood) => mood !== null, messages.moodRequired),
});
export type MoodFormValues = z.input<typeof moodFormSchema>;
export type MoodFormOutput = z.output<typeof moodFormSchema>;

export const moodFormResolver = zodResolver(moodFormSchema);
