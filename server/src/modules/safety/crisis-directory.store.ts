// The help-line directory as operators edit it in /admin: stored in MongoDB (crisis_resources),
// seeded from the reviewed directory in code, read once into the live directory every answer uses
// (no database read when help lines are shown), and reloaded after every write: the writing
// instance at once, every other instance when the pub/sub tells it (as the expert directory does).
import { randomUUID } from 'node:crypto';
import { Schema, trusted, type Connection, type Model } from 'mongoose';
import { z } from 'zod';
import { REVIEWED_DIRECTORY, type DirectoryEntry } from '../../content/crisis-directory.js';
import { COUNTRY_CODE, groupByCountry, type LiveCrisisDirectory } from '../../content/crisis-resources.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { Logger } from '../../logger.js';
import type { AppPubSub } from '../../pubsub/index.js';
import { InstanceAnnouncements } from '../../pubsub/announcements.js';
import { parseInput } from '../../validation.js';

export interface StoredCrisisResource extends DirectoryEntry {
  _id: string;
  position: number;
  updatedAt: Date;
}

export type CrisisResourceModel = Model<StoredCrisisResource>;

const schema = new Schema<StoredCrisisResource>(
  {
    _id: { type: String, required: true },
    country: { type: String, default: null },
    name: { type: String, required: true },
    contact: { type: String, required: true },
    url: { type: String, default: null },
    emergency: { type: Boolean, required: true },
    source: { type: String, required: true },
    verifiedOn: { type: String, required: true },
    position: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'crisis_resources', versionKey: false },
);

export function crisisResourceModel(connection: Connection): CrisisResourceModel {
  return (
    (connection.models.CrisisResource as CrisisResourceModel | undefined) ??
    connection.model<StoredCrisisResource>('CrisisResource', schema)
  );
}

/** A directory entry older than this is flagged in the console for a new check. */
export const STALE_AFTER_DAYS = 180;

const httpUrl = z.url({ protocol: /^https?$/, message: messages.helpLineUrlInvalid });

/** An operator's entry: every field checked, strings capped before any pattern runs. */
export const crisisEntrySchema = z.object({
  country: z
    .string()
    .max(2, messages.helpLineCountryTooLong)
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => v === '' || COUNTRY_CODE.test(v), messages.helpLineCountryInvalid)
    .nullish()
    .transform((v) => v || null),
  name: z.string().max(200, messages.helpLineNameTooLong).trim().min(1, messages.helpLineNameMissing),
  contact: z.string().max(200, messages.helpLineContactTooLong).trim().min(1, messages.helpLineContactMissing),
  url: z
    .string()
    .max(500)
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(httpUrl.nullable()),
  emergency: z.boolean(),
  source: z.string().max(500, messages.helpLineSourceTooLong).trim().pipe(httpUrl),
  verifiedOn: z
    .string()
    .max(10)
    .pipe(z.iso.date({ message: messages.helpLineVerifiedOnInvalid })),
});

export type CrisisEntryInput = z.input<typeof crisisEntrySchema>;

export const CRISIS_DIRECTORY_CHANGED_TOPIC = 'crisis-directory.changed';

export class CrisisDirectoryStore {
  private entries: readonly StoredCrisisResource[] = [];
  private readonly announcements = new InstanceAnnouncements(CRISIS_DIRECTORY_CHANGED_TOPIC);
  private reloadsStarted = 0;
  private reloadApplied = 0;

  constructor(
    private readonly model: CrisisResourceModel,
    private readonly live: LiveCrisisDirectory,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores the reviewed directory once, when the collection is empty (an operator's edits stay). */
  async seed(): Promise<void> {
    if (await this.model.exists({})) return;
    const updatedAt = this.now();
    await this.model.bulkWrite(
      REVIEWED_DIRECTORY.map((entry, position) => ({
        updateOne: {
          filter: { _id: `${entry.country ?? 'INT'}-${entry.contact.replace(/\s/g, '')}` },
          update: { $setOnInsert: { ...entry, position, updatedAt } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  async reload(): Promise<void> {
    const sequence = ++this.reloadsStarted;
    const docs = await this.model.find({}).sort({ country: 1, position: 1, _id: 1 }).lean<StoredCrisisResource[]>();
    if (sequence < this.reloadApplied) return;
    this.reloadApplied = sequence;
    this.entries = docs;
    const lists = docs.length ? groupByCountry(docs.map(toEntry)) : groupByCountry(REVIEWED_DIRECTORY);
    this.live.replace(lists);
  }

  follow(pubSub: AppPubSub): () => void {
    return this.announcements.follow(pubSub, () =>
      this.reload().catch((error: unknown) =>
        this.logger.warn({ err: { message: (error as Error).message } }, 'crisis directory reload failed'),
      ),
    );
  }

  /** Every stored entry, by country (international first), as the console lists them. */
  list(): readonly StoredCrisisResource[] {
    return this.entries;
  }

  find(id: string): StoredCrisisResource | undefined {
    return this.entries.find((e) => e._id === id);
  }

  /** True when the entry was last checked more than 180 days ago. */
  isStale(entry: Pick<DirectoryEntry, 'verifiedOn'>): boolean {
    const checked = Date.parse(`${entry.verifiedOn}T00:00:00Z`);
    return this.now().getTime() - checked > STALE_AFTER_DAYS * 86_400_000;
  }

  /** Creates (no id) or replaces an entry; returns the stored record before and after. */
  async save(
    id: string | null,
    input: CrisisEntryInput,
  ): Promise<{ before: StoredCrisisResource | null; after: StoredCrisisResource }> {
    const entry = parseInput(crisisEntrySchema, input);
    if (Date.parse(`${entry.verifiedOn}T00:00:00Z`) > this.now().getTime())
      throw AppError.badInput(messages.helpLineVerifiedInFuture, 'verifiedOn');
    const before = id ? await this.model.findById(String(id)).lean<StoredCrisisResource>() : null;
    if (id && !before) throw AppError.notFound(messages.helpLineNotFound);
    const record: StoredCrisisResource = {
      _id: before?._id ?? randomUUID(),
      ...entry,
      position: before?.position ?? (await this.model.countDocuments({})),
      updatedAt: this.now(),
    };
    await this.model.replaceOne({ _id: record._id }, record, { upsert: true });
    await this.changed();
    return { before, after: record };
  }

  /** Removes an entry, unless it is its country's last emergency number. */
  async remove(id: string): Promise<StoredCrisisResource> {
    const found = await this.model.findById(String(id)).lean<StoredCrisisResource>();
    if (!found) throw AppError.notFound(messages.helpLineNotFound);
    if (found.emergency && found.country) {
      const others = await this.model.countDocuments({
        country: found.country,
        emergency: true,
        _id: trusted({ $ne: found._id }),
      });
      if (!others) throw AppError.conflict(messages.onlyEmergencyNumber(found.country));
    }
    await this.model.deleteOne({ _id: found._id });
    await this.changed();
    return found;
  }

  private async changed(): Promise<void> {
    await this.reload();
    this.announcements.announce();
  }
}

/** A stored help line as the directory (and the operators' list) shows it. */
export function toEntry(doc: StoredCrisisResource): DirectoryEntry {
  return {
    country: doc.country ?? null,
    name: doc.name,
    contact: doc.contact,
    url: doc.url ?? null,
    emergency: doc.emergency,
    source: doc.source,
    verifiedOn: doc.verifiedOn,
  };
}
