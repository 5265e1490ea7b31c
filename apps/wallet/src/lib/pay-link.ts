import { amountProblem } from "@repo/ledger/limits";
import { amountText, type Money, parseAmount } from "@repo/ledger/money";
import { linkSigningKey } from "@repo/mock-data/link-keys";
import {
  type HomeCountryCode,
  homeCountryCodes,
  homeCountryOfCurrency,
} from "@repo/pricing/home-countries";
import { appUrl } from "@repo/ui/lib/app-url";

import { NOTE_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from "./limits";
import type { PayLinkQuery } from "./pay-link-search";
import { mobileRuleOf } from "./phone";
import { isValidVpa } from "./upi";

/**
 * Payment links: a link someone opens in the wallet to pay a fixed amount to a payee, made by a
 * person asking for money (a request, a share of a split bill) or by a business (a payment link).
 * Its fields travel in the wallet's `/pay` URL as readable text and are signed with HMAC-SHA-256
 * under the payee's key, so a changed amount, payee or expiry is refused before anything is paid.
 * Whoever opens the link checks it; nothing in it is trusted until the signature matches.
 */

export const PAY_LINK_KINDS = ["request", "business"] as const;
export type PayLinkKind = (typeof PAY_LINK_KINDS)[number];

export type PayLink = {
  /** Unique per link; the payment made through it carries it (`LedgerEntry.linkId`). */
  id: string;
  kind: PayLinkKind;
  /**
   * Who is paid: the name the payer sees and the account paid (a UPI ID or Indian mobile
   * number; a Zambian account's nine-digit mobile number).
   */
  payee: { name: string; account: string };
  /** Positive, at most one payment's limit, in the payee's home currency (rupees or kwacha). */
  amount: Money;
  /** What the money is for, shown to the payer and kept as the payment's note. */
  purpose?: string;
  /** ISO 8601 (UTC, as `Date.toISOString` writes it). */
  createdAt: string;
  /** ISO 8601 (UTC): the link is refused from this moment on. */
  expiresAt?: string;
};

export type SignedPayLink = PayLink & {
  /** HMAC-SHA-256 of `canonicalPayLink(link)` under the payee's key, base64url. */
  signature: string;
};

/** Why a link is refused. */
export type PayLinkRefusal =
  /** Not a payment link: a field is missing or not in its form. */
  | { reason: "malformed" }
  /** No key to check this payee's links with. */
  | { reason: "unknown-payee" }
  /** The signature does not match the fields: something was changed after signing, or forged. */
  | { reason: "tampered" }
  /** Genuine, but past its expiry. */
  | { reason: "expired"; link: SignedPayLink }
  /** This browser has no WebCrypto (a page served over plain HTTP), so nothing can be checked. */
  | { reason: "unverifiable" };

export type PayLinkCheck = { ok: true; link: SignedPayLink } | ({ ok: false } & PayLinkRefusal);

/** Finds the secret that signs a payee's links, or undefined for a payee without one. */
export type Keyring = (account: string) => string | undefined;

/** The sample keys. A real wallet would ask the service to check a link instead. */
export const sampleKeyring: Keyring = linkSigningKey;

const ID = /^[A-Z0-9]{6,32}$/;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const AMOUNT = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** One line of plain text: no control characters, no marks that reorder what is shown. */
const PLAIN = /^[^\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]+$/u;
const ID_PREFIX: Record<PayLinkKind, string> = { request: "REQ", business: "LNK" };
const ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A fresh link id: the kind's prefix and 12 random characters (`REQ7K2M...`). */
export function newPayLinkId(kind: PayLinkKind): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return ID_PREFIX[kind] + Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("");
}

/** The home country whose national mobile number this is (Indian: 10 digits, Zambian: 9). */
export function mobileCountryOf(account: string): HomeCountryCode | undefined {
  return homeCountryCodes.find((code) => {
    const { length, firstDigits } = mobileRuleOf(code);
    return account.length === length && /^\d+$/.test(account) && firstDigits.includes(account[0]!);
  });
}

/** A payee account a link may name: a UPI ID, or a home country's mobile number. */
export function isPayeeAccount(account: string): boolean {
  return isValidVpa(account) || mobileCountryOf(account) !== undefined;
}

/** Whether a wallet in this currency can pay the link: a link is paid in its own currency. */
export function paysInLinkCurrency(link: Pick<PayLink, "amount">, currency: string): boolean {
  return link.amount.currency === currency;
}

/** Typed text as a link may carry it: one line, without control or text-reordering marks. */
export function linkText(text: string): string | undefined {
  const line = text.replace(/[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\s]+/gu, " ");
  return line.trim() || undefined;
}

/** How the payment reaches the payee: to a UPI ID, or to a mobile number. */
export function payeeTransfer(account: string): "upi" | "phone" {
  return mobileCountryOf(account) ? "phone" : "upi";
}

/**
 * The exact bytes that are signed: every field, in a fixed order, the amount in minor units.
 * A JSON array leaves no doubt where one field ends and the next begins.
 */
export function canonicalPayLink(link: PayLink): string {
  return JSON.stringify([
    "sangampay-pay-link-1",
    link.id,
    link.kind,
    link.payee.account,
    link.payee.name,
    link.amount.currency,
    link.amount.minor,
    link.purpose ?? "",
    link.createdAt,
    link.expiresAt ?? "",
  ]);
}

function subtle(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

function hmacKey(crypto: SubtleCrypto, secret: string, usage: "sign" | "verify") {
  return crypto.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    [usage],
  );
}

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/**
 * Signs a link with its payee's key. Rejects when the payee has no key or the browser has no
 * WebCrypto: a link that cannot be checked is never handed out.
 */
export async function signPayLink(
  link: PayLink,
  keyring: Keyring = sampleKeyring,
): Promise<SignedPayLink> {
  const secret = keyring(link.payee.account);
  if (secret === undefined) throw new Error(`No link key for ${link.payee.account}`);
  const crypto = subtle();
  if (!crypto) throw new Error("WebCrypto is not available");
  const key = await hmacKey(crypto, secret, "sign");
  const mac = await crypto.sign("HMAC", key, new TextEncoder().encode(canonicalPayLink(link)));
  return { ...link, signature: toBase64Url(mac) };
}

const DAY_MS = 86_400_000;

/** A new request for `amount` to `payee`, made `now` and valid for `days`, signed as `signPayLink` signs. */
export function signRequest({
  payee,
  amount,
  purpose,
  now,
  days,
}: Pick<PayLink, "payee" | "amount" | "purpose"> & { now: Date; days: number }) {
  return signPayLink({
    id: newPayLinkId("request"),
    kind: "request",
    payee,
    amount,
    purpose,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + days * DAY_MS).toISOString(),
  });
}

/** The link's fields as `/pay`'s query string carries them. */
export function payLinkQuery(link: SignedPayLink): PayLinkQuery {
  return {
    id: link.id,
    kind: link.kind,
    to: link.payee.account,
    name: link.payee.name,
    amount: amountText(link.amount),
    cu: link.amount.currency,
    note: link.purpose,
    at: link.createdAt,
    exp: link.expiresAt,
    sig: link.signature,
  };
}

/** The address to share: the wallet's `/pay` screen with the link's fields. */
export function payLinkUrl(link: SignedPayLink): string {
  return appUrl("wallet", "/pay", payLinkQuery(link));
}

const plain = (text: string | undefined, max: number) =>
  text !== undefined && text.length <= max && PLAIN.test(text) && text.trim() === text;

const isoDate = (text: string | undefined) =>
  text !== undefined && ISO_UTC.test(text) && !Number.isNaN(Date.parse(text));

/**
 * The link in a query string, field by field, or null when it is not one. Nothing here says it
 * is genuine: `verifyPayLink` checks the signature.
 */
export function parsePayLink(query: PayLinkQuery): SignedPayLink | null {
  const { id, kind, to, name, amount, cu, note, at, exp, sig } = query;
  if (!id || !ID.test(id)) return null;
  if (!PAY_LINK_KINDS.includes(kind as PayLinkKind)) return null;
  if (!to || !isPayeeAccount(to)) return null;
  if (!plain(name, RECIPIENT_MAX_LENGTH)) return null;
  // The amount, in a home country's currency (rupees or kwacha).
  const currency = cu ? homeCountryOfCurrency(cu)?.currency : undefined;
  const money =
    amount && AMOUNT.test(amount) && currency ? parseAmount(amount, currency) : undefined;
  if (!money || amountProblem(money)) return null;
  if (note !== undefined && !plain(note, NOTE_MAX_LENGTH)) return null;
  if (!isoDate(at)) return null;
  if (exp !== undefined && !(isoDate(exp) && Date.parse(exp) > Date.parse(at!))) return null;
  if (!sig || !SIGNATURE.test(sig)) return null;
  return {
    id,
    kind: kind as PayLinkKind,
    payee: { name: name!, account: to },
    amount: money,
    ...(note === undefined ? {} : { purpose: note }),
    createdAt: at!,
    ...(exp === undefined ? {} : { expiresAt: exp }),
    signature: sig,
  };
}

/** Whether the link has expired at `now`. */
export function isExpired(link: Pick<PayLink, "expiresAt">, now: Date): boolean {
  return link.expiresAt !== undefined && now.getTime() >= Date.parse(link.expiresAt);
}

/**
 * Checks a link as it was opened: its form, then its signature under the payee's key (so an
 * edited field is refused), then its expiry. Only a link that passes may be paid.
 */
export async function verifyPayLink(
  query: PayLinkQuery,
  now: Date,
  keyring: Keyring = sampleKeyring,
): Promise<PayLinkCheck> {
  const link = parsePayLink(query);
  if (!link) return { ok: false, reason: "malformed" };
  const secret = keyring(link.payee.account);
  if (secret === undefined) return { ok: false, reason: "unknown-payee" };
  const crypto = subtle();
  if (!crypto) return { ok: false, reason: "unverifiable" };
  const key = await hmacKey(crypto, secret, "verify");
  // WebCrypto compares in constant time.
  const genuine = await crypto.verify(
    "HMAC",
    key,
    fromBase64Url(link.signature),
    new TextEncoder().encode(canonicalPayLink(link)),
  );
  if (!genuine) return { ok: false, reason: "tampered" };
  if (isExpired(link, now)) return { ok: false, reason: "expired", link };
  return { ok: true, link };
}

export type PayLinkStatus = "pending" | "paid" | "expired";

/**
 * A link's status, from the ledger: paid when a payment carries its id (`LedgerEntry.linkId`),
 * else expired from its expiry on, else pending. Nothing else keeps it, so it never disagrees
 * with the history.
 */
export function payLinkStatus(
  link: Pick<PayLink, "id" | "expiresAt">,
  paidLinks: ReadonlyMap<string, unknown>,
  now: Date,
): PayLinkStatus {
  if (paidLinks.has(link.id)) return "paid";
  return isExpired(link, now) ? "expired" : "pending";
}
