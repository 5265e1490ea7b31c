/**
 * Sample Zambian banks for transfers to a bank account in Zambia. A branch is named by its
 * six-digit sort code, whose first two digits are the bank's code; each bank's account numbers
 * have their own length. Sample numbering for the demo, not a bank directory.
 */
export type ZambianBank = {
  id: string;
  name: string;
  /** The first two digits of every branch sort code of this bank. */
  code: string;
  /** How many digits this bank's account numbers have. */
  accountDigits: number;
};

export const zambianBanks = [
  { id: "zanaco", name: "Zanaco", code: "01", accountDigits: 13 },
  { id: "absa", name: "Absa Bank Zambia", code: "02", accountDigits: 10 },
  { id: "stanbic", name: "Stanbic Bank Zambia", code: "04", accountDigits: 13 },
  { id: "stanchart", name: "Standard Chartered Zambia", code: "06", accountDigits: 13 },
  { id: "indo-zambia", name: "Indo-Zambia Bank", code: "09", accountDigits: 12 },
  { id: "fnb", name: "First National Bank Zambia", code: "26", accountDigits: 11 },
] as const satisfies readonly ZambianBank[];

/** Digits in a branch sort code. */
export const SORT_CODE_DIGITS = 6;

const SEPARATORS = /[\s-]/g;

export type SortCodeCheck =
  | { ok: true; sortCode: string; bank: ZambianBank }
  | { ok: false; reason: "sort-code-required" | "sort-code-format" | "sort-code-unknown" };

/** A branch sort code ("01-00-02" or "010002"): six digits whose first two name a sample bank. */
export function checkSortCode(text: string): SortCodeCheck {
  const sortCode = text.replace(SEPARATORS, "");
  if (!sortCode) return { ok: false, reason: "sort-code-required" };
  if (!new RegExp(`^\\d{${SORT_CODE_DIGITS}}$`).test(sortCode)) {
    return { ok: false, reason: "sort-code-format" };
  }
  const bank = zambianBanks.find((candidate) => sortCode.startsWith(candidate.code));
  return bank ? { ok: true, sortCode, bank } : { ok: false, reason: "sort-code-unknown" };
}

export type ZambianAccountCheck =
  { ok: true; account: string } | { ok: false; reason: "account-required" | "account-digits" };

/** An account number at a bank: exactly the bank's number of digits (spaces and dashes ignored). */
export function checkZambianAccount(text: string, bank: ZambianBank): ZambianAccountCheck {
  const account = text.replace(SEPARATORS, "");
  if (!account) return { ok: false, reason: "account-required" };
  return new RegExp(`^\\d{${bank.accountDigits}}$`).test(account)
    ? { ok: true, account }
    : { ok: false, reason: "account-digits" };
}
