/** Record ids (SPEC §2.1, §9): 17 characters with the `rec` prefix, 14 without. */
export const RECORD_PREFIX = "rec";
export const LONG_ID_LENGTH = 17;
export const SHORT_ID_LENGTH = 14;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** True for a full record id: `rec` followed by 14 characters. */
export function isLongId(value: string): boolean {
  return value.length === LONG_ID_LENGTH && value.startsWith(RECORD_PREFIX);
}

/** The form pages use: a 17-character `rec` id loses its prefix; anything else is left alone. */
export function shortId(id: string): string {
  return isLongId(id) ? id.slice(RECORD_PREFIX.length) : id;
}

const SHORT_ID = /^[A-Za-z0-9]{14}$/;

/**
 * The stored form: a 14-character id gets the prefix added back; anything else (a
 * synthetic key such as `broadcast-main`, which may also be 14 characters) is left alone.
 */
export function longId(id: string): string {
  return SHORT_ID.test(id) ? RECORD_PREFIX + id : id;
}

/** A new record id from a source of random bytes (crypto in both Node and browsers). */
export function makeId(randomBytes: (n: number) => Uint8Array = defaultRandomBytes): string {
  const bytes = randomBytes(SHORT_ID_LENGTH);
  let out = RECORD_PREFIX;
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

function defaultRandomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}
