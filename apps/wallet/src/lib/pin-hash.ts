/**
 * The app PIN is kept only as a salted, slow hash: PBKDF2-HMAC-SHA-256 through the browser's
 * WebCrypto, a random salt per PIN, and the iteration count stored beside it so a later wallet
 * can raise the count without locking anyone out. The PIN itself is never stored or logged.
 */
export type PinRecord = {
  /** Base64 of SALT_BYTES random bytes. */
  salt: string;
  iterations: number;
  /** Base64 of the HASH_BITS derived bits. */
  hash: string;
};

/**
 * 600,000 rounds is OWASP's current figure for PBKDF2-HMAC-SHA-256. A six-digit PIN has only a
 * million values, so no count makes a stolen hash safe on its own; the count makes each guess cost
 * a visible fraction of a second on a phone (about 0.1–0.3 s once per PIN entry), and the lockout
 * after wrong tries is what stops guessing on the device.
 */
export const PIN_HASH_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

async function derive(
  pin: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(pin), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** A new record for `pin`, with fresh random salt. */
export async function hashPin(pin: string, iterations = PIN_HASH_ITERATIONS): Promise<PinRecord> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(pin, salt, iterations);
  return { salt: toBase64(salt), iterations, hash: toBase64(hash) };
}

/** Whether `pin` is the one `record` was made from. A damaged record matches nothing. */
export async function verifyPin(pin: string, record: PinRecord): Promise<boolean> {
  let salt: Uint8Array<ArrayBuffer>;
  let expected: Uint8Array;
  try {
    salt = fromBase64(record.salt);
    expected = fromBase64(record.hash);
  } catch {
    return false;
  }
  const actual = await derive(pin, salt, record.iterations);
  return constantTimeEqual(actual, expected);
}

/**
 * Compares every byte whatever the first difference, so the time taken says nothing about how
 * much of a guess was right.
 */
export function constantTimeEqual(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i++) {
    difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  }
  return difference === 0;
}
