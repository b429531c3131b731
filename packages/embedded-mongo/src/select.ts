/**
 * A collection's documents matching a filter, through the planner's best plan (`_id` lookup,
 * index equality, index prefix, index range, or a collection scan), each candidate checked
 * against the whole filter.
 */
import type { Collection, QueryMetrics } from './collection.js';
import type { Matcher } from './mql.js';
import { planQuery, type Plan } from './planner.js';
import type { Doc } from './values.js';

export interface SelectResult {
  docs: Doc[];
  plan: Plan;
  docsExamined: number;
  keysExamined: number;
}

function fromIds(coll: Collection, ids: string[]): Doc[] {
  const out: Doc[] = [];
  for (const id of ids) {
    const doc = coll.get(id);
    if (doc) out.push(doc);
  }
  return out;
}

/** `limit` (when no sort follows) stops the scan early. */
export function selectDocuments(
  coll: Collection,
  metrics: QueryMetrics,
  filter: Doc | undefined,
  matcher: Matcher,
  opts: { limit?: number; collation?: boolean },
): SelectResult {
  const plan = planQuery(filter, coll.indexes.values(), { collation: opts.collation });
  const stats = { keysExamined: 0 };
  let candidates: Iterable<Doc>;
  switch (plan.stage) {
    case 'IDHACK':
      candidates = fromIds(coll, plan.keys);
      stats.keysExamined = plan.keys.length;
      break;
    case 'IXSCAN': {
      let ids: string[];
      if ('keys' in plan) {
        ids = plan.keys.length === 1 ? plan.index.lookup(plan.keys[0]) : plan.keys.flatMap((k) => plan.index.lookup(k));
        stats.keysExamined = plan.keys.length;
      } else if ('prefixKeys' in plan) {
        ids = plan.prefixKeys.flatMap((k) => plan.index.lookupPrefix(k));
        stats.keysExamined = ids.length;
      } else {
        ids = plan.index.scanRange(plan.range, stats);
      }
      candidates = fromIds(coll, ids.length > 1 ? [...new Set(ids)] : ids);
      break;
    }
    case 'COLLSCAN':
      candidates = coll.all();
      metrics.collectionScans++;
      break;
  }
  const docs: Doc[] = [];
  let examined = 0;
  const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
  for (const doc of candidates) {
    examined++;
    if (matcher(doc)) {
      docs.push(doc);
      if (docs.length >= limit) break;
    }
  }
  metrics.docsExamined += examined;
  metrics.keysExamined += stats.keysExamined;
  return { docs, plan, docsExamined: examined, keysExamined: stats.keysExamined };
}
