// The mood module's factory: the entries, their day counts and the per-member limit.
import type { Kernel } from '../../kernel.js';
import type { ConsentService } from '../consent/consent.service.js';
import { moodDayCountModel, moodEntryModel } from './mood.model.js';
import { MOOD_LOGS_PER_10_MINUTES, MoodService } from './mood.service.js';

export function createMoodModule(k: Kernel, consent: ConsentService): MoodService {
  return new MoodService({
    moods: moodEntryModel(k.connection),
    dayCounts: moodDayCountModel(k.connection),
    limiter: k.rateLimits.create({ name: 'mood', points: MOOD_LOGS_PER_10_MINUTES, durationSeconds: 10 * 60 }),
    clock: k.clock,
    consent,
  });
}
