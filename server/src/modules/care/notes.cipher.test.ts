import { randomBytes } from 'node:crypto';
import { NotesCipher, notesKeyId } from './notes.cipher.js';

const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('base64');
const TEXT = 'Talked about sleep; agreed a wind-down routine. Follow up on the new job. 😊';

describe('NotesCipher', () => {
  it('seals a note so that neither the text nor a fixed ciphertext can be seen, and opens it again', () => {
    const cipher = new NotesCipher(keyA);
    const one = cipher.seal(TEXT, 'note:a');
    const two = cipher.seal(TEXT, 'note:a');
    expect(JSON.stringify(one)).not.toContain('sleep');
    expect(Buffer.from(one.ciphertext, 'base64').toString('utf8')).not.toContain('sleep');
    // A fresh IV each time: the same text never seals to the same bytes.
    expect(one.iv).not.toBe(two.iv);
    expect(one.ciphertext).not.toBe(two.ciphertext);
    expect(Buffer.from(one.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(one.tag, 'base64')).toHaveLength(16);
    expect(one.keyId).toBe(notesKeyId(Buffer.from(keyA, 'base64')));
    expect(cipher.open(one, 'note:a')).toBe(TEXT);
  });

  it('refuses an altered text, an altered tag and a note moved to another owner or booking', () => {
    const cipher = new NotesCipher(keyA);
    const sealed = cipher.seal(TEXT, 'note:a');
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] ^= 1;
    expect(() => cipher.open({ ...sealed, ciphertext: bytes.toString('base64') }, 'note:a')).toThrow();
    const tag = Buffer.from(sealed.tag, 'base64');
    tag[3] ^= 1;
    expect(() => cipher.open({ ...sealed, tag: tag.toString('base64') }, 'note:a')).toThrow();
    expect(() => cipher.open(sealed, 'note:b')).toThrow();
  });

  it('opens notes of a retired key listed as old, seals new ones under the current key, and names a missing key', () => {
    const before = new NotesCipher(keyA).seal(TEXT, 'n');
    const rotated = new NotesCipher(keyB, [keyA]);
    expect(rotated.open(before, 'n')).toBe(TEXT);
    expect(rotated.seal(TEXT, 'n').keyId).toBe(notesKeyId(Buffer.from(keyB, 'base64')));
    expect(rotated.knows(before.keyId)).toBe(true);
    const forgotten = new NotesCipher(keyB);
    expect(forgotten.knows(before.keyId)).toBe(false);
    expect(() => forgotten.open(before, 'n')).toThrow(/is not configured/);
  });
});
