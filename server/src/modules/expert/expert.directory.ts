// The expert directory, read from MongoDB once and kept in memory: every history record lists its
// field's experts, so a database read per record (or per request) would cost the hot path. The
// copy is reloaded after every write (operator edits, an expert's own): the writing instance at
// once, every other instance when the pub/sub tells it (Redis with several instances).
import { CONDITIONS, EXPERTS, type Condition, type ExpertDefinition } from '../../content/index.js';
import type { Logger } from '../../logger.js';
import type { AppPubSub } from '../../pubsub/index.js';
import { InstanceAnnouncements } from '../../pubsub/announcements.js';
import { DEFAULT_EXPERT_TIME_ZONE, type ExpertModel, type ExpertRecord } from './expert.model.js';

/** One directory entry as the app uses it: the content shape plus the stored state. */
export interface DirectoryExpert extends ExpertDefinition {
  active: boolean;
  timeZone: string;
}

interface Snapshot {
  byId: ReadonlyMap<string, DirectoryExpert>;
  /** Active experts per field, in grid order. */
  activeByField: Readonly<Record<Condition, readonly DirectoryExpert[]>>;
  /** Every expert (active and inactive) in field, then grid order. */
  all: readonly DirectoryExpert[];
}

const EMPTY: Snapshot = {
  byId: new Map(),
  activeByField: Object.fromEntries(CONDITIONS.map((c) => [c, []])) as unknown as Snapshot['activeByField'],
  all: [],
};

/** The pub/sub topic on which an instance announces that it changed the directory. */
export const EXPERTS_CHANGED_TOPIC = 'experts.changed';

export class ExpertDirectory {
  private snapshot: Snapshot = EMPTY;
  /** Reloads started and the latest one applied: a slower, older read never replaces a newer one. */
  private reloadsStarted = 0;
  private reloadApplied = 0;
  private readonly announcements = new InstanceAnnouncements(EXPERTS_CHANGED_TOPIC);

  constructor(
    private readonly experts: ExpertModel,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Inserts the spec's sample experts that are missing ($setOnInsert: an expert an operator edited
   * or deactivated keeps their edits), then loads the directory. Safe to run on every start and
   * from several instances at once (the upserts are keyed by _id).
   */
  async seedSamples(): Promise<number> {
    const now = this.now();
    const seeds = CONDITIONS.flatMap((field) => EXPERTS[field]);
    const result = await this.experts.bulkWrite(
      seeds.map(({ id, ...listing }, index) => ({
        updateOne: {
          filter: { _id: id },
          update: {
            $setOnInsert: {
              ...listing,
              active: true,
              timeZone: DEFAULT_EXPERT_TIME_ZONE,
              position: index,
              createdAt: now,
              updatedAt: now,
            },
          },
          upsert: true,
        },
      })),
      { ordered: false },
    );
    if (result.upsertedCount) this.logger.info({ inserted: result.upsertedCount }, 'sample experts seeded');
    return result.upsertedCount;
  }

  /** Reads the whole directory into memory (a few hundred documents at most). */
  async reload(): Promise<void> {
    const sequence = ++this.reloadsStarted;
    const docs = await this.experts.find({}).sort({ field: 1, position: 1, _id: 1 }).lean<ExpertRecord[]>();
    const all = docs.map(toDirectoryExpert);
    const activeByField = Object.fromEntries(CONDITIONS.map((c) => [c, [] as DirectoryExpert[]])) as Record<
      Condition,
      DirectoryExpert[]
    >;
    for (const expert of all) if (expert.active) activeByField[expert.field]?.push(expert);
    if (sequence < this.reloadApplied) return;
    this.reloadApplied = sequence;
    this.snapshot = { byId: new Map(all.map((e) => [e.id, e])), activeByField, all };
  }

  /** After a write: reloads this instance's copy, then tells the other instances to reload theirs. */
  async changed(): Promise<void> {
    await this.reload();
    this.announcements.announce();
  }

  /** Reloads whenever another instance announces a change; returns what stops listening. */
  follow(pubSub: AppPubSub): () => void {
    return this.announcements.follow(pubSub, () =>
      this.reload().catch((error: unknown) =>
        this.logger.warn({ err: { message: (error as Error).message } }, 'expert directory reload failed'),
      ),
    );
  }

  /** The active experts of one field, in grid order: the same array until the directory changes. */
  activeInField(field: Condition): readonly DirectoryExpert[] {
    return this.snapshot.activeByField[field] ?? [];
  }

  /** Any expert by id, active or not (a booking keeps naming its expert); undefined when unknown. */
  find(id: string): DirectoryExpert | undefined {
    return this.snapshot.byId.get(id);
  }

  /** Only an active expert: what a member may see and book. */
  findActive(id: string): DirectoryExpert | undefined {
    const expert = this.find(id);
    return expert?.active ? expert : undefined;
  }

  /** Every expert, active and inactive (the operator console). */
  list(): readonly DirectoryExpert[] {
    return this.snapshot.all;
  }
}

function toDirectoryExpert(doc: ExpertRecord): DirectoryExpert {
  return {
    id: doc._id,
    name: doc.name,
    specialization: doc.specialization,
    contact: doc.contact,
    location: doc.location,
    field: doc.field,
    expertise: doc.expertise ?? null,
    avatarUrl: doc.avatarUrl ?? null,
    active: doc.active,
    timeZone: doc.timeZone ?? DEFAULT_EXPERT_TIME_ZONE,
  };
}
