/**
 * Checks of a document before it is stored, as MongoDB makes them: its `_id`, its place, its size.
 */
import { BSON, ObjectId } from 'bson';
import { CommandError } from './errors.js';
import { encodeValue } from './keys.js';
import { isPlainObject, setField, toWire, type Doc, type TypeHint } from './values.js';

export function idKeyOf(doc: Doc): string {
  return encodeValue(doc._id);
}

/** Checks an `_id` the way MongoDB does before storing it. */
export function validateId(id: unknown): void {
  if (Array.isArray(id)) throw new CommandError('InvalidIdField', "The '_id' value cannot be of type array");
  if (id instanceof RegExp) throw new CommandError('InvalidIdField', "The '_id' value cannot be of type regex");
  if (id === undefined) throw new CommandError('InvalidIdField', "The '_id' value cannot be undefined");
  if (isPlainObject(id)) {
    const dollar = Object.keys(id).find((k) => k.startsWith('$'));
    if (dollar)
      throw new CommandError(
        'DollarPrefixedFieldName',
        `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`,
      );
  }
}

/** Returns `doc` with an `_id` (generated when missing) as its first field, as MongoDB stores it. */
export function withIdFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (keys[0] === '_id') return doc;
  const id = '_id' in doc ? doc._id : new ObjectId();
  const out: Doc = { _id: id };
  for (const k of keys) if (k !== '_id') setField(out, k, doc[k]);
  return out;
}

/** MongoDB's largest stored document (a command may be a little larger, to carry one). */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

export function checkSize(doc: Doc, hints: TypeHint[] | undefined, update: boolean): void {
  const size = BSON.calculateObjectSize(toWire(doc, hints));
  if (size <= MAX_DOCUMENT_BYTES) return;
  if (update)
    throw new CommandError('Location17419', `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`);
  throw new CommandError(
    'BSONObjectTooLarge',
    `object to insert too large. size in bytes: ${size}, max size: ${MAX_DOCUMENT_BYTES}`,
  );
}
