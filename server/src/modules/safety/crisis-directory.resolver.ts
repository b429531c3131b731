// The help-line directory in the operator console (ADMIN): list with the 180-day warning, save,
// remove; every change written to the audit log with the entry before and after.
import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { HelpLine } from '../assessment/assessment.types.js';
import { actorOf } from '../auth/actor-of.js';
import {
  toEntry as directoryEntryOf,
  type CrisisDirectoryStore,
  type StoredCrisisResource,
} from './crisis-directory.store.js';

/**
 * A help line's own fields, as an operator enters them and as the console shows them back: a base
 * class of the input and of the entry (no field or argument has it as its type, so the schema has no
 * type of its name).
 */
@ObjectType('CrisisDirectoryFields', { simpleResolvers: true })
@InputType('CrisisDirectoryFieldsInput')
abstract class CrisisDirectoryFields extends HelpLine {
  @Field(() => String, { nullable: true, description: 'ISO 3166 alpha-2; null for an international entry.' })
  country?: string | null;

  @Field(() => Boolean)
  emergency: boolean;

  @Field(() => String, { description: 'The public page this entry was checked against.' })
  source: string;

  @Field(() => String, { description: 'The day of that check, YYYY-MM-DD.' })
  verifiedOn: string;
}

@ObjectType({ simpleResolvers: true, description: 'One help line as operators edit it (ADMIN).' })
export class CrisisDirectoryEntry extends CrisisDirectoryFields {
  @Field(() => ID)
  id: string;

  @Field(() => Boolean, { description: 'True when verifiedOn is more than 180 days ago: check it again.' })
  stale: boolean;
}

@InputType({ description: 'A help line as an operator enters it.' })
export class CrisisDirectoryEntryInput extends CrisisDirectoryFields {}

function toEntry(store: CrisisDirectoryStore, doc: StoredCrisisResource): CrisisDirectoryEntry {
  return Object.assign(new CrisisDirectoryEntry(), {
    id: doc._id,
    ...directoryEntryOf(doc),
    stale: store.isStale(doc),
  });
}

/** What the audit log keeps of an entry (no personal data: a directory entry). */
function audited(doc: StoredCrisisResource): object {
  const { updatedAt: _updatedAt, position: _position, ...entry } = doc;
  return entry;
}

@Resolver()
export class CrisisDirectoryResolver {
  @Authorized('ADMIN')
  @Query(() => [CrisisDirectoryEntry], { description: 'The help-line directory, by country (ADMIN).' })
  adminCrisisDirectory(@Ctx() ctx: GraphQLContext): CrisisDirectoryEntry[] {
    const { store } = ctx.services.crisis;
    return store.list().map((doc) => toEntry(store, doc));
  }

  @Authorized('ADMIN')
  @Mutation(() => CrisisDirectoryEntry, {
    description: 'Adds a help line (no id) or replaces one; audited (ADMIN).',
  })
  async saveCrisisDirectoryEntry(
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Arg('input', () => CrisisDirectoryEntryInput) input: CrisisDirectoryEntryInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CrisisDirectoryEntry> {
    const actor = await actorOf(ctx);
    const { store } = ctx.services.crisis;
    const { before, after } = await store.save(id ?? null, {
      country: input.country,
      name: input.name,
      contact: input.contact,
      url: input.url,
      emergency: input.emergency,
      source: input.source,
      verifiedOn: input.verifiedOn,
    });
    await ctx.services.admin.audit(
      actor,
      before ? 'updateCrisisResource' : 'createCrisisResource',
      'crisisResource',
      after._id,
      before ? audited(before) : null,
      audited(after),
    );
    return toEntry(store, after);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, {
    description: "Removes a help line (never a country's last emergency number); audited (ADMIN).",
  })
  async removeCrisisDirectoryEntry(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const actor = await actorOf(ctx);
    const removed = await ctx.services.crisis.store.remove(id);
    await ctx.services.admin.audit(
      actor,
      'removeCrisisResource',
      'crisisResource',
      removed._id,
      audited(removed),
      null,
    );
    return true;
  }
}
