// Normalisation for the crisis check: every step is linear in the text's length and the text is cut
// to CRISIS_CHECK_MAX_CHARS first. The output is a list of tokens in a canonical spelling: lower
// case, no accents or tone marks (Yoruba ẹ ọ ṣ ń, Igbo ị ụ, Hausa ɗ ƙ ƴ read as e o s n i u d k y),
// no apostrophes ("don't" -> "dont"), digits typed for letters read as letters inside words
// ("k1ll" -> "kill"), emoji and punctuation gone, letters spelled out one by one joined ("s u i c i d
// e", "k.i.l.l"), and every run of a repeated letter read once ("killl", "diee", "feel" -> "kil",
// "die", "fel"): the lexicons go through the same function, so "kill" and "kil" meet.

import { replaceNextToLetters, wordsSqueezed } from './normalize.scan.js';

/** Longest text the check reads: chat prompts are capped below this before it runs. */
export const CRISIS_CHECK_MAX_CHARS = 4000;

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
// Letters outside Unicode decomposition (Hausa hooked letters and a few look-alikes).
const LETTERS: Readonly<Record<string, string>> = { ɗ: 'd', ƙ: 'k', ƴ: 'y', ɓ: 'b', ŋ: 'n', ı: 'i', ß: 'ss' };
// A digit or sign typed for a letter, next to a letter (run twice: "d13" -> "di3" -> "die"), as
// `/(?<=\p{L})[013457@$]|[013457@$](?=\p{L})/gu` would (replaceNextToLetters).
const ASCII = /^[\x20-\x7e\s]*$/;
const COMBINING = /\p{M}/gu;
const SPECIAL = /[ɗƙƴɓŋıß]/g;
const APOSTROPHES = /['\u2018\u2019\u02bc`´]/g;
// Igbo's n' (in, at) is a word of its own: n'ulo -> n ulo.
const IGBO_N = /(^|[^\p{L}])n['\u2018\u2019\u02bc](?=\p{L})/gu;
// Whether IGBO_N can match at all (a plain test, far cheaper than its look-ahead over \p{L}).
const HAS_N_APOSTROPHE = /n['\u2018\u2019\u02bc]/;
const igboN = (text: string): string => (HAS_N_APOSTROPHE.test(text) ? text.replace(IGBO_N, '$1n ') : text);
const REPEATS = /(\p{L})\1+/gu;
const HAS_SIGN = /[!|]/;
const HAS_LEET = /[013457@$]/;

/** Common misspellings, after repeats are squeezed (so "myself" is "myself", "kill" is "kil"). */
const SPELLING = new Map<string, string>(
  Object.entries({
    mysef: 'myself',
    myslef: 'myself',
    mysel: 'myself',
    myselff: 'myself',
    mself: 'myself',
    miself: 'myself',
    meself: 'myself',
    mysf: 'myself',
    urself: 'yourself',
    wnat: 'want',
    wnt: 'want',
    wanto: 'want to',
    dnt: 'dont',
    dont: 'dont',
    cnt: 'cant',
    cannot: 'cant',
    cudnt: 'couldnt',
    wud: 'would',
    wld: 'would',
    shld: 'should',
    gona: 'gonna',
    gna: 'gonna',
    wana: 'wanna',
    dieing: 'dying',
    dyin: 'dying',
    kiling: 'kiling',
    kilin: 'kiling',
    lyf: 'life',
    lif: 'life',
    liv: 'live',
    nobdy: 'nobody',
    evry: 'every',
    evryone: 'everyone',
    evrything: 'everything',
    pple: 'people',
    ppl: 'people',
    abt: 'about',
    bcos: 'because',
    bcoz: 'because',
    cos: 'because',
    coz: 'because',
    tho: 'though',
    u: 'you',
    ur: 'your',
    r: 'are',
    n: 'and',
    pls: 'please',
    plz: 'please',
    tmrw: 'tomorrow',
    tmr: 'tomorrow',
    tomoro: 'tomorrow',
    lfe: 'life',
    sayin: 'saying',
    shud: 'should',
    tonigt: 'tonight',
    nigt: 'night',
    hopless: 'hopeless',
    wil: 'will',
    poisn: 'poison',
    husbnd: 'husband',
    husban: 'husband',
    beatin: 'beating',
    tok: 'took',
    ded: 'dead',
    wsh: 'wish',
    nevr: 'never',
    mornin: 'morning',
    cud: 'could',
    disapear: 'disappear',
    dissapear: 'disappear',
    buring: 'burning',
    sewerslide: 'suicide',
    suicde: 'suicide',
    sucide: 'suicide',
    myslf: 'myself',
    tablts: 'tablets',
    bcz: 'because',
    wen: 'when',
    jst: 'just',
    tonite: 'tonight',
    nite: 'night',
    lyfe: 'life',
    nothin: 'nothing',
    somtimes: 'sometimes',
    evrybody: 'everybody',
    tomorow: 'tomorrow',
    '2': 'to',
    '2day': 'today',
    '2moro': 'tomorrow',
    '2nite': 'tonight',
    '4': 'for',
    b4: 'before',
    anymore: 'anymore',
    nomore: 'no more',
    thinkin: 'thinking',
    felin: 'feling',
    livin: 'living',
    cutin: 'cuting',
    tryin: 'trying',
    planin: 'planing',
    somethin: 'something',
    telin: 'teling',
    bein: 'being',
    hav: 'have',
    godby: 'godbye',
    agn: 'again',
    agen: 'again',
    hlp: 'help',
    halp: 'help',
    hitin: 'hiting',
    beatn: 'beating',
    gudbye: 'godbye',
    gudby: 'godbye',
  }),
);

// A verb typed together with its object ("killmyself", "hurtherself").
const GLUED = /^(\p{L}{2,12}?)(myself|mysef|himself|herself|themselves)$/u;

// Emoji that name a means or an act, read as the word before the other emoji are dropped.
const EMOJI: Readonly<Record<string, string>> = {
  '🔪': ' knife ',
  '🗡': ' knife ',
  '💊': ' pills ',
  '🪢': ' rope ',
  '🩸': ' blood ',
  '⚰': ' coffin ',
  '🪦': ' grave ',
  '🔫': ' gun ',
  '☠': ' death ',
  '💀': ' dead ',
  '😂': ' lol ',
  '🤣': ' lol ',
  '😆': ' lol ',
  '😹': ' lol ',
  '😅': ' lol ',
  '🙄': ' lol ',
  '😒': ' lol ',
};
const EMOJI_MEANS = /[🔪🗡💊🪢🩸⚰🪦🔫☠💀😂🤣😆😹😅🙄😒]/gu;
const HAS_EMOJI_MEANS = /[🔪🗡💊🪢🩸⚰🪦🔫☠💀😂🤣😆😹😅🙄😒]/u;
// "!" and "|" typed for "i" and "l" between letters ("k!ll", "ki||"), as
// `/(?<=\p{L})[!|](?=\p{L})/gu` would (replaceNextToLetters).
const SIGNS: Readonly<Record<string, string>> = { '!': 'i', '|': 'l' };

/** A squeezed word with a common misspelling read as meant. May be two words ("wanto"). */
function canonicalWord(word: string): string {
  return SPELLING.get(word) ?? word;
}

function lowerPlain(text: string, ascii = ASCII.test(text)): string {
  if (ascii) return igboN(text.toLowerCase()).replace(APOSTROPHES, '');
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(SPECIAL, (c) => LETTERS[c] ?? c);
  return igboN(plain).replace(APOSTROPHES, '');
}

/** Join runs of three or more one-letter words ("s u i c i d e"); "i" and "a" alone stay words. */
function joinSpelledOut(words: readonly string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) out.push(run.join('').replace(REPEATS, '$1'));
    else out.push(...run);
    run = [];
  };
  for (const word of words) {
    if (word.length === 1 && word >= 'a' && word <= 'z') run.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out;
}

/** The tokens of `text` in canonical form (at most CRISIS_CHECK_MAX_CHARS characters are read). */
export function crisisTokens(text: string): string[] {
  return tokensOf(text.slice(0, CRISIS_CHECK_MAX_CHARS), null, true);
}

/**
 * crisisTokens of `text` already cut. `ascii`: whether `text` is known to pass ASCII (null: test it;
 * lowering, apostrophes, emoji, signs and digits keep an ASCII text ASCII); `emoji`: false when the
 * text is known to hold none of EMOJI_MEANS (#32 round 9, speed: crisisSentences tests the whole
 * message once, not each sentence, for the same result).
 */
function tokensOf(text: string, ascii: boolean | null, emoji: boolean): string[] {
  const isAscii = ascii ?? ASCII.test(text);
  return wordsOf(charactersOf(text, isAscii, emoji), isAscii);
}

/** The character steps of tokensOf: each reads a character and its neighbours only. */
function charactersOf(text: string, isAscii: boolean, emoji: boolean): string {
  let plain = lowerPlain(text, isAscii);
  if (emoji) plain = plain.replace(EMOJI_MEANS, (c) => EMOJI[c] ?? ' ');
  // The look-around steps (signs between letters, then digits next to letters twice) run only when
  // a sign or a digit is there at all; then punctuation becomes spaces and repeated letters are read
  // once (`/[^\p{L}\p{N} ]+/gu` and `/(\p{L})\1+/gu`, ASCII classes for ASCII text). All are
  // single hand-written passes (normalize.scan.ts): the Unicode expressions were the slowest steps.
  if (HAS_SIGN.test(plain)) plain = replaceNextToLetters(plain, SIGNS, false);
  if (HAS_LEET.test(plain)) plain = replaceNextToLetters(replaceNextToLetters(plain, LEET, true), LEET, true);
  return plain;
}

/** The word steps of tokensOf, on the text its character steps gave. */
function wordsOf(text: string, isAscii: boolean): string[] {
  const plain = wordsSqueezed(text, !(isAscii || ASCII.test(text)));
  const out: string[] = [];
  for (const word of joinSpelledOut(plain.split(' ').filter(Boolean))) {
    const glued = word.length > 7 && (word.endsWith('self') || word.endsWith('selves')) ? GLUED.exec(word) : null;
    if (glued?.[1] && glued[2]) {
      out.push(canonicalWord(glued[1]), glued[2]);
      continue;
    }
    const canon = canonicalWord(word);
    if (canon.includes(' ')) out.push(...canon.split(' '));
    else out.push(canon);
  }
  return out;
}

/**
 * `crisisTokens` of each sentence of `text` (a ".", "!" or "?" before a space, or a line break, ends
 * one), and where each sentence after the first starts among the tokens (#32 round 6: a context that
 * only looks like a crisis is set aside within its own sentence, never across into the next).
 */
export function crisisSentences(text: string): { tokens: string[]; starts: number[] } {
  const plain = text.slice(0, CRISIS_CHECK_MAX_CHARS);
  const tokens: string[] = [];
  const starts: number[] = [];
  // A sentence of an ASCII message is ASCII; a message without such an emoji has none in a sentence.
  const ascii = ASCII.test(plain) ? true : null;
  const emoji = HAS_EMOJI_MEANS.test(plain);
  if (!plain.includes(MARK)) return markedSentences(plain, ascii === true, emoji);
  for (const sentence of sentencesOf(plain)) {
    const part = tokensOf(sentence, ascii, emoji);
    if (part.length > 0) {
      if (tokens.length > 0) starts.push(tokens.length);
      tokens.push(...part);
    }
  }
  return { tokens, starts };
}

/** The sentences of `plain`, each with its end: a ".", "!" or "?" before a space, or a line break. */
function sentencesOf(plain: string): string[] {
  const sentences: string[] = [];
  let from = 0;
  for (let i = 0; i <= plain.length; i += 1) {
    const c = plain[i];
    const ends =
      i === plain.length || c === '\n' || ((c === '.' || c === '!' || c === '?') && /\s/.test(plain[i + 1] ?? ''));
    if (!ends) continue;
    sentences.push(plain.slice(from, i + 1));
    from = i + 1;
  }
  return sentences;
}

/** Ends a sentence in the text markedSentences reads whole (a control character, read as no letter). */
const MARK = '\u0001';

/**
 * crisisSentences of a text without MARK, its character steps run once on the whole text with a
 * MARK after each sentence (#32 round 10, speed: not once per sentence). The same tokens: each
 * character step reads a character and its neighbours only, and MARK, a starter in Unicode
 * normalisation, neither a letter, a cased nor a case-ignorable character, reads as the edge of the
 * text does; an ASCII sentence reads the same by the Unicode steps as by the ASCII ones.
 */
function markedSentences(plain: string, ascii: boolean, emoji: boolean): { tokens: string[]; starts: number[] } {
  const raw = sentencesOf(plain);
  const parts = charactersOf(raw.join(MARK), ascii, emoji).split(MARK);
  if (parts.length !== raw.length) throw new Error('crisis check: a sentence mark was lost');
  const tokens: string[] = [];
  const starts: number[] = [];
  parts.forEach((text, k) => {
    const part = wordsOf(text, ascii || ASCII.test(raw[k] ?? ''));
    if (part.length > 0) {
      if (tokens.length > 0) starts.push(tokens.length);
      for (const token of part) tokens.push(token);
    }
  });
  return { tokens, starts };
}

/** The canonical text the check reads: `crisisTokens` joined by single spaces. */
export function normalizeForCrisisCheck(text: string): string {
  return crisisTokens(text).join(' ');
}
