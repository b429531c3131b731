/**
 * Collation: string comparison by locale, through the ICU collator Node ships (`Intl.Collator`).
 * Supported: `locale` (or `simple`, binary order), `strength` 1 (base letters: case and accents
 * ignored), 2 (accents count, case ignored) and 3 (the default: case counts too),
 * `numericOrdering` and `caseFirst`. Anything else an ICU collation can be told (`caseLevel`,
 * `alternate: 'shifted'`, `backwards`, strength 4 or 5) is refused with CommandNotSupported
 * rather than ignored, and so are the places a collation cannot be followed here (an index or a
 * collection default with a collation, aggregation stages other than $match/$sort/$limit/$skip/
 * $unwind/$count, `$expr`).
 *
 * The active collator is set around the synchronous compile and run of one query (see
 * `withCollator`); the query operators and the sort read it then.
 */
import { CommandError } from './errors.js';
import { isPlainObject, type Doc } from './values.js';

export type Collator = Intl.Collator;

const KNOWN = new Set([
  'locale',
  'strength',
  'caseLevel',
  'caseFirst',
  'numericOrdering',
  'alternate',
  'maxVariable',
  'backwards',
  'normalization',
  'version',
]);

function unsupported(what: string): CommandError {
  return new CommandError('CommandNotSupported', `collation ${what} is not supported by the embedded engine`);
}

/** The collator for a command's `collation`, or undefined for none or `simple` (binary order). */
export function parseCollation(spec: unknown): Collator | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (!isPlainObject(spec))
    throw new CommandError('TypeMismatch', "BSON field 'collation' is the wrong type, expected type 'object'");
  for (const key of Object.keys(spec))
    if (!KNOWN.has(key)) throw new CommandError('BadValue', `unknown collation field: ${key}`);
  const locale = spec.locale;
  if (typeof locale !== 'string') throw new CommandError('BadValue', "Missing required field 'locale'");
  if (locale === 'simple') {
    if (Object.keys(spec).length > 1) throw unsupported("options with locale 'simple'");
    return undefined;
  }
  const strength = spec.strength ?? 3;
  if (strength !== 1 && strength !== 2 && strength !== 3) throw unsupported(`strength ${String(strength)}`);
  if (spec.caseLevel === true) throw unsupported('caseLevel');
  if (spec.alternate !== undefined && spec.alternate !== 'non-ignorable')
    throw unsupported(`alternate '${String(spec.alternate)}'`);
  if (spec.maxVariable !== undefined && spec.maxVariable !== 'punct') throw unsupported('maxVariable');
  if (spec.backwards === true) throw unsupported('backwards');
  const caseFirst = spec.caseFirst ?? 'off';
  if (caseFirst !== 'off' && caseFirst !== 'upper' && caseFirst !== 'lower')
    throw new CommandError('BadValue', `caseFirst must be 'upper', 'lower' or 'off'`);
  const tag = locale.replace(/_/g, '-');
  let supported: string[];
  try {
    supported = Intl.Collator.supportedLocalesOf([tag]);
  } catch {
    supported = [];
  }
  if (supported.length === 0)
    throw new CommandError('BadValue', `Field 'locale' is invalid in: { locale: "${locale}" }`);
  return new Intl.Collator(tag, {
    usage: 'sort',
    sensitivity: strength === 1 ? 'base' : strength === 2 ? 'accent' : 'variant',
    numeric: spec.numericOrdering === true,
    caseFirst: caseFirst === 'off' ? 'false' : caseFirst,
  });
}

let active: Collator | undefined;

/** The collator of the query being compiled or run, if any. */
export function activeCollator(): Collator | undefined {
  return active;
}

/** Runs `fn` with `collator` active (for the query operators and sort it compiles and runs). */
export function withCollator<T>(collator: Collator | undefined, fn: () => T): T {
  if (!collator) return fn();
  const previous = active;
  active = collator;
  try {
    return fn();
  } finally {
    active = previous;
  }
}

const AGGREGATE_STAGES = new Set(['$match', '$sort', '$limit', '$skip', '$unwind', '$count']);

/** Refuses what the engine cannot answer under a collation (see the file comment). */
export function checkCollatedPipeline(pipeline: Doc[]): void {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0];
    if (name === '$group' && isCount(stage.$group)) continue;
    if (!AGGREGATE_STAGES.has(name)) throw unsupported(`with the ${name} stage`);
    if (name === '$match') checkCollatedFilter(stage.$match);
  }
}

/** A `$group` that only counts (`countDocuments`: `{ _id: 1, n: { $sum: 1 } }`): no string compared. */
function isCount(group: unknown): boolean {
  if (!isPlainObject(group)) return false;
  const { _id: id, ...accumulators } = group;
  if (id !== null && typeof id !== 'number') return false;
  return Object.values(accumulators).every(
    (acc) => isPlainObject(acc) && Object.keys(acc).length === 1 && typeof acc.$sum === 'number',
  );
}

/** `$expr` compares through expression operators, which do not follow the collation here. */
export function checkCollatedFilter(filter: unknown): void {
  if (Array.isArray(filter)) filter.forEach(checkCollatedFilter);
  else if (isPlainObject(filter))
    for (const [key, value] of Object.entries(filter)) {
      if (key === '$expr' || key === '$where' || key === '$function') throw unsupported(`with ${key}`);
      checkCollatedFilter(value);
    }
}
