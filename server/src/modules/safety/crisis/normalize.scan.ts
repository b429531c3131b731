// Hand-written single passes for the normalisation steps whose Unicode regular expressions were the
// slowest (look-behind and back-reference over \p{L} on every character): each gives exactly what
// the expression named in its comment gives, reads each character once (linear), and tests a
// character against \p{L} or \p{N} only when it is not ASCII.

const LETTER = /^\p{L}$/u;
const NUMBER = /^\p{N}$/u;

const isAsciiLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** The code point ending just before `i` (a surrogate pair read whole). */
function letterBefore(text: string, i: number): boolean {
  if (i <= 0) return false;
  const c = text.charCodeAt(i - 1);
  if (c < 128) return isAsciiLetter(c);
  const pair = c >= 0xdc00 && c <= 0xdfff && i >= 2 && (text.charCodeAt(i - 2) & 0xfc00) === 0xd800;
  return LETTER.test(pair ? text.slice(i - 2, i) : text.charAt(i - 1));
}

/** The code point starting at `i`. */
function letterAt(text: string, i: number): boolean {
  if (i >= text.length) return false;
  const c = text.charCodeAt(i);
  if (c < 128) return isAsciiLetter(c);
  return LETTER.test(String.fromCodePoint(text.codePointAt(i) ?? c));
}

const keyTables = new WeakMap<Readonly<Record<string, string>>, Uint8Array>();

/** keys[c] is 1 when the ASCII character `c` is a key of `map` (a table per map, built once). */
function asciiKeys(map: Readonly<Record<string, string>>): Uint8Array {
  let keys = keyTables.get(map);
  if (!keys) {
    keys = new Uint8Array(128);
    for (const key of Object.keys(map)) {
      if (key.length !== 1 || key.charCodeAt(0) >= 128) throw new Error(`normalize: ${key} is not one ASCII character`);
      keys[key.charCodeAt(0)] = 1;
    }
    keyTables.set(map, keys);
  }
  return keys;
}

/**
 * Replaces each character of `map` (each one ASCII character) that has a letter before it
 * (`either`) or after it, or both (`!either`), as `text.replace(/(?<=\p{L})[…]|[…](?=\p{L})/gu)`
 * or `/(?<=\p{L})[…](?=\p{L})/gu` would: the neighbours are read in `text` as given.
 */
export function replaceNextToLetters(text: string, map: Readonly<Record<string, string>>, either: boolean): string {
  const keys = asciiKeys(map);
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 128 || keys[c] !== 1) continue;
    const sub = map[text.charAt(i)] ?? '';
    const near = either
      ? letterBefore(text, i) || letterAt(text, i + 1)
      : letterBefore(text, i) && letterAt(text, i + 1);
    if (near) {
      out += text.slice(from, i) + sub;
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * `text.replace(/[^\p{L}\p{N} ]+/gu, ' ').replace(/(\p{L})\1+/gu, '$1')` up to the number of spaces
 * between words (the caller splits on spaces and drops empty words): every character neither a
 * letter, a digit nor a space becomes a space, and a run of one letter repeated is read once. With
 * `unicode` false, as `/[^a-z0-9 ]+/g` and `/([a-z])\1+/g` (for ASCII text only).
 */
export function wordsSqueezed(text: string, unicode: boolean): string {
  let out = '';
  let from = 0;
  let previous = -1;
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i);
    let cp = c;
    let letter: boolean;
    let word: boolean;
    if (c < 128) {
      letter = unicode ? isAsciiLetter(c) : c >= 97 && c <= 122;
      word = letter || (c >= 48 && c <= 57) || c === 32;
    } else {
      cp = text.codePointAt(i) ?? c;
      const ch = String.fromCodePoint(cp);
      letter = LETTER.test(ch);
      word = letter || NUMBER.test(ch);
    }
    const size = cp > 0xffff ? 2 : 1;
    if (!word) {
      out += `${text.slice(from, i)} `;
      from = i + size;
      previous = -1;
    } else if (letter && cp === previous) {
      out += text.slice(from, i);
      from = i + size;
    } else previous = letter ? cp : -1;
    i += size;
  }
  return from === 0 ? text : out + text.slice(from);
}
