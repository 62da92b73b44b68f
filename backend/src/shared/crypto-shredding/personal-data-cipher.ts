// Sealing one personal field with its owner's key: AES-256-GCM, a fresh 96-bit IV each time, the
// owner's id as associated data (a sealed value moved onto another person's event does not open).
// Pure: keys come from PersonalDataKeys, and nothing here touches the database.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A personal field as the events table holds it. `sealedFor` names the person whose key opens it;
 * `data` is base64 of IV, authentication tag and ciphertext of the value's JSON.
 */
export interface SealedValue {
  readonly sealedFor: string;
  readonly cipher: typeof CIPHER;
  readonly data: string;
}

export function newPersonalDataKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/**
 * Random bytes drawn a page at a time and handed out an IV at a time (each copied out, never reused):
 * the same generator as randomBytes(12) per call, without a call into it for every field, which was
 * the biggest part of sealing an import's labels (docs/performance.md). Node's randomUUID keeps its
 * random bytes the same way.
 */
const IV_POOL_BYTES = 4096 - (4096 % IV_BYTES);
let ivPool = Buffer.alloc(0);
let ivPoolUsed = 0;

function freshIv(): Buffer {
  if (ivPoolUsed === ivPool.length) {
    ivPool = randomBytes(IV_POOL_BYTES);
    ivPoolUsed = 0;
  }
  const iv = Buffer.from(ivPool.subarray(ivPoolUsed, ivPoolUsed + IV_BYTES));
  ivPoolUsed += IV_BYTES;
  return iv;
}

export function seal(key: Buffer, owner: string, value: unknown): SealedValue {
  const iv = freshIv();
  const cipher = createCipheriv(CIPHER, key, iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    sealedFor: owner,
    cipher: CIPHER,
    data: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64'),
  };
}

/** The value sealed; throws when the key is not the owner's or the data was changed. */
export function unseal(key: Buffer, sealed: SealedValue): unknown {
  const bytes = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv(CIPHER, key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(sealed.sealedFor, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plaintext = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plaintext.toString('utf8'));
}

export function isSealed(value: unknown): value is SealedValue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<SealedValue>;
  return typeof candidate.sealedFor === 'string' && candidate.cipher === CIPHER && typeof candidate.data === 'string';
}
