/**
 * Update semantics shared by `update` and `findAndModify`: parsing the update
 * (operators, replacement or pipeline), applying it to a copy of a stored
 * document, and building the document an upsert inserts.
 */
import { CommandError, failedToParse } from './errors.js';
import { applyOperators, applyPipeline, type Variables } from './mql.js';
import { UNSET, checkConflicts, prepareModifier, type PreparedModifier } from './update-paths.js';
import {
  carryHints,
  deepClone,
  getAtPath,
  getField,
  isPlainObject,
  setField,
  type Doc,
  type TypeHint,
} from './values.js';
import { withIdFirst, validateId } from './collection.js';
import { encodeValue } from './keys.js';

export type ParsedUpdate =
  | { kind: 'replacement'; doc: Doc; hints?: TypeHint[] }
  | {
      kind: 'operators';
      modifier: Doc;
      setOnInsert?: Doc;
      arithmetic: Set<string>;
      setHints: TypeHint[];
      insertHints: TypeHint[];
    }
  | { kind: 'pipeline'; stages: Doc[]; variables?: Variables };

/** Update operators mingo implements, plus `$setOnInsert`, handled here. */
const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$bit',
  '$currentDate',
  '$setOnInsert',
]);

const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export function parseUpdate(u: unknown, hints?: TypeHint[], variables?: Variables): ParsedUpdate {
  if (Array.isArray(u)) {
    for (const stage of u) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_STAGES.has(name)) {
        throw new CommandError(
          'InvalidPipelineOperator',
          `${name ?? 'stage'} is not allowed to be used within an update`,
        );
      }
    }
    return { kind: 'pipeline', stages: u as Doc[], variables };
  }
  if (!isPlainObject(u)) throw failedToParse('Update argument must be either an object or an array');
  const keys = Object.keys(u);
  if (keys.length === 0 || !keys[0].startsWith('$')) {
    const dollar = keys.find((k) => k.startsWith('$'));
    if (dollar)
      throw failedToParse(
        `The dollar ($) prefixed field '${dollar}' in '${dollar}' is not allowed in the context of an update's replacement document.`,
      );
    return { kind: 'replacement', doc: u, hints };
  }
  const modifier: Doc = {};
  let setOnInsert: Doc | undefined;
  const arithmetic = new Set<string>();
  for (const op of keys) {
    if (!OPERATORS.has(op)) {
      throw failedToParse(
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    const args = u[op];
    if (!isPlainObject(args))
      throw failedToParse(`Modifiers operate on fields but we found type ${typeof args} instead.`);
    if (op === '$setOnInsert') setOnInsert = args;
    else modifier[op] = args;
    if (op === '$inc' || op === '$mul') for (const path of Object.keys(args)) arithmetic.add(path);
  }
  // $setOnInsert's paths conflict with the others' like any two operators' (MongoDB checks them
  // whether or not the update inserts).
  if (setOnInsert && Object.keys(setOnInsert).length)
    checkConflicts([
      ...Object.keys(setOnInsert),
      ...Object.values(modifier).flatMap((args) => Object.keys(args as Doc)),
    ]);
  return {
    kind: 'operators',
    modifier,
    setOnInsert,
    arithmetic,
    setHints: setHints(hints, '$set'),
    insertHints: setHints(hints, '$setOnInsert'),
  };
}

/**
 * Type hints of values written by `$set`/`$setOnInsert` at plain paths
 * (`{ $set: { 'a.b': Double(2) } }` → path a.b), so they keep their type.
 */
function setHints(hints: TypeHint[] | undefined, op: string): TypeHint[] {
  const out: TypeHint[] = [];
  for (const h of hints ?? []) {
    if (h.path[0] !== op || h.path.length < 2 || String(h.path[1]).includes('$')) continue;
    out.push({ path: [...String(h.path[1]).split('.'), ...h.path.slice(2)], type: h.type });
  }
  return out;
}

/** Later hints win for the same path; only hints still pointing at a number are kept. */
function mergeHints(doc: Doc, ...lists: Array<TypeHint[] | undefined>): TypeHint[] | undefined {
  const byPath = new Map<string, TypeHint>();
  for (const list of lists) for (const h of list ?? []) byPath.set(h.path.join('.'), h);
  const out = [...byPath.values()].filter((h) => typeof getAtPath(doc, h.path) === 'number');
  return out.length ? out : undefined;
}

export interface UpdateOutcome {
  doc: Doc;
  hints: TypeHint[] | undefined;
  modified: boolean;
}

/**
 * Applies an update to a copy of `stored`. `condition` is the query, needed by
 * the positional `$` operator.
 */
export function applyUpdate(
  stored: Doc,
  storedHints: TypeHint[] | undefined,
  update: ParsedUpdate,
  arrayFilters: Doc[] | undefined,
  condition: Doc | undefined,
): UpdateOutcome {
  switch (update.kind) {
    case 'replacement': {
      if ('_id' in update.doc && !sameId(update.doc._id, stored._id)) throw immutableId();
      const doc = withIdFirst({ _id: stored._id, ...deepClone(update.doc) });
      return { doc, hints: update.hints, modified: !sameDocument(stored, doc) };
    }
    case 'operators': {
      const doc = deepClone(stored);
      const { modifier, id } = withoutIdSet(update.modifier);
      if (id.present && !sameId(id.value, stored._id)) throw immutableId();
      const changed = Object.keys(modifier).length
        ? applyPrepared(doc, prepareModifier(doc, modifier, arrayFilters, condition))
        : [];
      if (!sameId(doc._id, stored._id)) throw immutableId();
      const hints = mergeHints(doc, carryHints(storedHints, stored, doc, update.arithmetic), update.setHints);
      return { doc, hints, modified: changed.length > 0 };
    }
    case 'pipeline': {
      const result = applyPipeline(deepClone(stored), update.stages, update.variables);
      // A result without _id keeps the document's (MongoDB: `$replaceRoot` to a sub-document).
      const doc = withIdFirst('_id' in result ? result : { _id: stored._id, ...result });
      if (!sameId(doc._id, stored._id)) throw immutableId();
      return { doc, hints: carryHints(storedHints, stored, doc, new Set()), modified: !sameDocument(stored, doc) };
    }
  }
}

/**
 * The document an upsert inserts: the filter's equality fields (or only its
 * `_id` for a replacement), then the update applied, `$setOnInsert` included.
 */
export function buildUpsert(
  filter: Doc | undefined,
  update: ParsedUpdate,
  arrayFilters: Doc[] | undefined,
): { doc: Doc; hints?: TypeHint[] } {
  const seed: Doc = {};
  collectEqualities(filter ?? {}, seed);
  let doc: Doc;
  let hints: TypeHint[] | undefined;
  switch (update.kind) {
    case 'replacement':
      doc =
        '_id' in seed && !('_id' in update.doc) ? { _id: seed._id, ...deepClone(update.doc) } : deepClone(update.doc);
      hints = update.hints;
      break;
    case 'operators': {
      doc = seed;
      const { modifier, id } = withoutIdSet(update.modifier);
      const insertOnly = withoutIdSet({ $set: update.setOnInsert ?? {} });
      for (const given of [id, insertOnly.id]) {
        if (!given.present) continue;
        if ('_id' in seed && !sameId(given.value, seed._id)) throw immutableId();
        seed._id = given.value;
      }
      if (Object.keys(modifier).length)
        applyPrepared(doc, prepareModifier(doc, modifier, arrayFilters, undefined, true));
      const onInsert = insertOnly.modifier.$set as Doc | undefined;
      if (onInsert && Object.keys(onInsert).length)
        applyPrepared(doc, prepareModifier(doc, { $set: onInsert }, arrayFilters, undefined, true));
      if ('_id' in seed && !sameId(doc._id, seed._id)) throw immutableId();
      hints = mergeHints(doc, update.setHints, update.insertHints);
      break;
    }
    case 'pipeline':
      doc = applyPipeline(seed, update.stages, update.variables);
      break;
  }
  doc = withIdFirst(doc);
  validateId(doc._id);
  return { doc, hints };
}

/** Applies a prepared modifier to `doc` in place; returns the changed paths. */
function applyPrepared(doc: Doc, prepared: PreparedModifier): string[] {
  const changed = Object.keys(prepared.modifier).length
    ? applyOperators(doc, prepared.modifier, undefined, undefined)
    : [];
  for (const [path, value] of prepared.direct) {
    if (value === UNSET) {
      if (unsetPath(doc, path)) changed.push(path);
    } else {
      setPath(doc, path, deepClone(value));
      changed.push(path);
    }
  }
  return changed;
}

/** Equality conditions of a filter, as fields of a new document (`a.b: 1` → `{ a: { b: 1 } }`). */
function collectEqualities(filter: Doc, out: Doc): void {
  for (const [key, cond] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) collectEqualities(sub, out);
      continue;
    }
    if (key.startsWith('$')) continue;
    let value: unknown;
    if (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'))) {
      if (!('$eq' in cond)) continue;
      value = cond.$eq;
    } else if (cond instanceof RegExp) {
      continue;
    } else {
      value = cond;
    }
    setPath(out, key, deepClone(value));
  }
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const segs = path.split('.');
  let cur: Doc = doc;
  for (let i = 0; i < segs.length - 1; i++) {
    const next = getField(cur, segs[i]);
    if (!isPlainObject(next) && !Array.isArray(next)) setField(cur, segs[i], {});
    cur = getField(cur, segs[i]) as Doc;
  }
  setField(cur, segs[segs.length - 1], value);
}

/** Removes the field at a path (through documents and array indexes); false when absent. */
function unsetPath(doc: Doc, path: string): boolean {
  const segs = path.split('.');
  let cur: unknown = doc;
  for (let i = 0; i < segs.length - 1; i++) {
    cur = isPlainObject(cur) || Array.isArray(cur) ? getField(cur as Doc, segs[i]) : undefined;
  }
  const last = segs[segs.length - 1];
  if (Array.isArray(cur)) {
    if (!/^\d+$/.test(last) || Number(last) >= cur.length) return false;
    cur[Number(last)] = null; // MongoDB leaves null in an array
    return true;
  }
  if (!isPlainObject(cur) || !Object.prototype.hasOwnProperty.call(cur, last)) return false;
  delete cur[last];
  return true;
}

/**
 * Takes `_id` out of a `$set`: MongoDB accepts setting `_id` to the value it
 * already has (connect-mongo does exactly that on every upsert), while mingo
 * refuses any write to `_id`. The caller checks the value.
 */
function withoutIdSet(modifier: Doc): { modifier: Doc; id: { present: boolean; value?: unknown } } {
  const set = modifier.$set;
  if (!isPlainObject(set) || !('_id' in set)) return { modifier, id: { present: false } };
  const { _id: value, ...rest } = set;
  const out: Doc = { ...modifier };
  if (Object.keys(rest).length) out.$set = rest;
  else delete out.$set;
  return { modifier: out, id: { present: true, value } };
}

function sameId(a: unknown, b: unknown): boolean {
  return encodeValue(a) === encodeValue(b);
}

function sameDocument(a: Doc, b: Doc): boolean {
  return encodeValue(a) === encodeValue(b);
}

function immutableId(): CommandError {
  return new CommandError(
    'ImmutableField',
    "Performing an update on the path '_id' would modify the immutable field '_id'",
  );
}
