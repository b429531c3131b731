/**
 * A collection's documents matching a filter, through the planner's best plan (`_id` lookup,
 * index equality, index prefix, index range, an ordered walk, or a collection scan), each candidate checked
 * against the whole filter.
 */
import type { Collection, QueryMetrics } from './collection.js';
import type { SortSpec } from './bson-order.js';
import { documentsOf, planIds, walkIndex } from './index-walk.js';
import type { Matcher } from './mql.js';
import { planQuery, type Plan } from './planner.js';
import type { Doc } from './values.js';

export interface SelectResult {
  docs: Doc[];
  plan: Plan;
  docsExamined: number;
  keysExamined: number;
}

/**
 * `limit` stops the scan early: without a sort, at `limit` matches; with one (`sort`), only when an
 * index walked in order provides it (index-walk.ts), and then the caller still sorts what it gets
 * and cuts it to the limit.
 */
export function selectDocuments(
  coll: Collection,
  metrics: QueryMetrics,
  filter: Doc | undefined,
  matcher: Matcher,
  opts: { limit?: number; collation?: boolean; sort?: SortSpec },
): SelectResult {
  const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
  const sorted = opts.sort !== undefined && opts.sort.length > 0;
  const get = (id: string) => coll.get(id);
  let plan = planQuery(filter, coll.indexes.values(), { collation: opts.collation, sort: opts.sort, limit });
  if (plan.stage === 'IXSCAN' && 'walk' in plan) {
    const walked = walkIndex(plan.index, plan.walk, get, matcher, limit);
    if (walked) {
      metrics.docsExamined += walked.docsExamined;
      metrics.keysExamined += walked.keysExamined;
      return { plan, ...walked };
    }
    plan = planQuery(filter, coll.indexes.values(), { collation: opts.collation });
  }
  const stats = { keysExamined: 0 };
  let candidates: Iterable<Doc>;
  if (plan.stage === 'COLLSCAN') {
    candidates = coll.all();
    metrics.collectionScans++;
  } else candidates = documentsOf(planIds(plan, stats), get);
  const docs: Doc[] = [];
  let examined = 0;
  // A sort needs every match.
  const stop = sorted ? Infinity : limit;
  for (const doc of candidates) {
    examined++;
    if (matcher(doc)) {
      docs.push(doc);
      if (docs.length >= stop) break;
    }
  }
  metrics.docsExamined += examined;
  metrics.keysExamined += stats.keysExamined;
  return { docs, plan, docsExamined: examined, keysExamined: stats.keysExamined };
}
