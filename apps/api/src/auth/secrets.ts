import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

/**
 * The server's two secrets, never in the database: `serverKey` makes the HMACs of codes and
 * client addresses and seals the sandbox's SMS outbox; `pinPepper` goes into every PIN hash.
 */
export interface Secrets {
  serverKey: Buffer;
  pinPepper: Buffer;
}

export function hmac(secrets: Secrets, purpose: string, value: string): string {
  return createHmac("sha256", secrets.serverKey).update(`${purpose}\0${value}`).digest("base64url");
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

const sealKey = (secrets: Secrets) =>
  createHash("sha256").update(secrets.serverKey).update("sms-outbox").digest();

/** AES-256-GCM: what the sandbox's SMS outbox stores instead of the message. */
export function seal(secrets: Secrets, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secrets), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

export function unseal(secrets: Secrets, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", sealKey(secrets), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8");
}
