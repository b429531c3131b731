// The experts' private notes at rest (#34): AES-256-GCM from node:crypto, a fresh 96-bit IV per
// encryption, the 128-bit tag checked on every read. Each sealed note names its key by id (the first
// 16 hex digits of the key's SHA-256), so a rotated key's notes still open while the re-encryption
// job moves them to the current key. The note's owner and booking are the additional authenticated
// data: a sealed text copied onto another note (or another expert's) fails to open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A sealed note as stored: the key's id and the IV, tag and ciphertext in base64. */
export interface SealedText {
  keyId: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

/** The id stored beside a note: names its key without revealing anything of it. */
export function notesKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

export class NotesCipher {
  private readonly keys = new Map<string, Buffer>();
  /** The key new notes (and re-encrypted ones) are sealed with. */
  readonly currentKeyId: string;

  /** `current` and `old`: base64 keys of 32 bytes (config checks the format). */
  constructor(current: string, old: readonly string[] = []) {
    const currentKey = decodeKey(current);
    this.currentKeyId = notesKeyId(currentKey);
    this.keys.set(this.currentKeyId, currentKey);
    for (const key of old) {
      const bytes = decodeKey(key);
      if (!this.keys.has(notesKeyId(bytes))) this.keys.set(notesKeyId(bytes), bytes);
    }
  }

  seal(text: string, context: string): SealedText {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys.get(this.currentKeyId)!, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return {
      keyId: this.currentKeyId,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ciphertext: ciphertext.toString('base64'),
    };
  }

  /** Whether a note sealed under `keyId` can be opened. */
  knows(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  /** Throws when the key is unknown or the text, its tag or its context was altered. */
  open(sealed: SealedText, context: string): string {
    const key = this.keys.get(sealed.keyId);
    if (!key) throw new Error(`notes key ${sealed.keyId} is not configured (NOTES_ENCRYPTION_KEYS_OLD)`);
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    const text = Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]);
    return text.toString('utf8');
  }
}

function decodeKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('a notes key must be 32 bytes');
  return key;
}
