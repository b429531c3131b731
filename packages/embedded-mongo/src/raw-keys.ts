/**
 * Index keys of documents held as BSON (raw-store.ts), for start-up: which top-level fields the
 * indexes read, and, when those are scalars, their keys encoded straight from the bytes (no
 * decoded document, no object per field) exactly as `Index.keysOf` would encode them.
 */
import type { Index } from './indexes.js';
import { encodeCompound } from './keys.js';
import { FieldSet, documentEnd, newElement, readElement, scalarKey, scalarValue } from './raw-bson.js';

/** The top-level fields `indexes` read, or null when one has a partial filter (it may read any field). */
export function keyFieldsOf(indexes: Iterable<Index>, withId: boolean): FieldSet | null {
  const names = withId ? ['_id'] : [];
  for (const index of indexes) {
    if (index.partial) return null;
    for (const f of index.fields) names.push(f.split('.')[0]);
  }
  return new FieldSet(names);
}

/**
 * How start-up takes index keys straight from a document's BSON: the top-level fields to read
 * (`_id` first) and, per index, the positions of its fields among them. Only when every index
 * names top-level fields and has no partial filter.
 */
export interface ScalarKeyPlan {
  fields: FieldSet;
  /** Per index: its fields' slots, and an array its encoded parts are assembled in. */
  indexes: Array<{ index: Index; slots: number[]; parts: string[] }>;
  /** Whether a single-field index reads the slot (it needs the value, not only its encoding). */
  valueSlots: boolean[];
  /** Per slot, for the document being read: its encoded value (undefined: missing) and value. */
  parts: Array<string | undefined>;
  values: unknown[];
}

const element = newElement();

export function scalarKeyPlan(indexes: Iterable<Index>): ScalarKeyPlan | null {
  const names = ['_id'];
  const plans: ScalarKeyPlan['indexes'] = [];
  const valueSlots: boolean[] = [];
  for (const index of indexes) {
    if (index.partial || index.fields.some((f) => f.includes('.'))) return null;
    const slots = index.fields.map((f) => (names.includes(f) ? names.indexOf(f) : names.push(f) - 1));
    plans.push({ index, slots, parts: slots.map(() => '') });
    if (slots.length === 1) valueSlots[slots[0]] = true;
  }
  return { fields: new FieldSet(names), indexes: plans, valueSlots, parts: [], values: [] };
}

/**
 * Reads `_id` and the plan's fields of the document at `docOff` into the plan's `parts` and
 * `values`; returns the `_id`'s key, or null when one of them is not a scalar (the caller decodes).
 */
export function readScalarKeys(plan: ScalarKeyPlan, buf: Buffer, docOff: number): string | null {
  const { parts, values } = plan;
  parts.length = 0;
  values.length = 0;
  const limit = documentEnd(buf, docOff);
  for (let off = docOff + 4; readElement(buf, off, limit, element); off = element.end) {
    const slot = plan.fields.slotOf(buf, element.nameStart, element.nameEnd);
    if (slot < 0) continue;
    const part = scalarKey(buf, element);
    if (part === undefined) return null;
    parts[slot] = part;
    if (plan.valueSlots[slot]) values[slot] = scalarValue(buf, element);
  }
  return parts[0] ?? 'N';
}

/** Adds the keys `readScalarKeys` read to each index, for document `id`. */
export function addScalarKeys(plan: ScalarKeyPlan, id: string): void {
  const { parts, values } = plan;
  // Index.keysOf's answer for scalar fields: one key, each missing field encoded as null.
  for (const { index, slots, parts: key } of plan.indexes) {
    let present = false;
    for (let i = 0; i < slots.length; i++) {
      const part = parts[slots[i]];
      key[i] = part ?? 'N';
      present ||= part !== undefined;
    }
    if (index.sparse && !present) continue;
    index.addKey(encodeCompound(key), key[0], values[slots[0]], id);
  }
}
