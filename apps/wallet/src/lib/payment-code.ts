import type { HomeCountry, HomePayments } from "@repo/pricing/home-countries";

import { formatPhone } from "./phone";
import { buildSangamPayUri } from "./qr-sangampay";
import { buildUpiUri, isValidVpa } from "./upi";
import type { OwnAccount } from "./validation";

type Link = { ok: true; value: string } | { ok: false };

/** What one kind of payment code (a home country's `payments.code`) means for the screens. */
type PaymentCode = {
  /** The id an account is paid at: what its receive screen shows, copies and prints in its QR. */
  ownId: (own: OwnAccount) => string;
  /** That id as its people read it (a number in its groups). */
  shown: (id: string, home: HomeCountry) => string;
  /** The stem of its QR picture's file name (no @, no +). */
  fileStem: (id: string, home: HomeCountry) => string;
  /** The link an account's QR code carries: its id, its holder's name, the amount asked for. */
  link: (id: string, payeeName: string, amount: number | undefined) => Link;
  /** What an id typed on Scan & Pay becomes: the link that pays it, if it is one. */
  typed: (text: string) => Link;
  /** The keyboard that id is typed on. */
  inputMode: "email" | "tel";
};

/**
 * The payment codes of the home countries: a UPI ID (India), or a SangamPay number, the account's
 * own mobile number (Zambia, which has no UPI). Screens read the account's kind from its home
 * country's data and never ask which country it is.
 */
export const paymentCodes: Record<HomePayments["code"], PaymentCode> = {
  upi: {
    ownId: (own) => own.upiId ?? "",
    shown: (id) => id,
    fileStem: (id) => id.split("@")[0]!,
    link: (id, payeeName, amount) => buildUpiUri({ payeeAddress: id, payeeName, amount }),
    typed: (text) =>
      isValidVpa(text) ? { ok: true, value: `upi://pay?pa=${text}` } : { ok: false },
    inputMode: "email",
  },
  sangamPay: {
    ownId: (own) => own.phone,
    shown: (id, home) => formatPhone(id, home.code),
    fileStem: (id, home) => `${home.mobile.callingCode.slice(1)}${id}`,
    link: (id, payeeName, amount) => buildSangamPayUri({ number: id, payeeName, amount }),
    typed: (text) => buildSangamPayUri({ number: text }),
    inputMode: "tel",
  },
};
