import { QrCode } from "lucide-react";
import { useTranslation } from "react-i18next";

import { Field } from "../../../components/details-field";
import { useHomeCopy } from "../../../hooks/use-home-copy";
import type { useInputGuard } from "../../../hooks/use-input-guard";
import { RECIPIENT_MAX_LENGTH } from "../../../lib/limits";
import type { TransferType } from "../../../lib/send-money-search";
import { useNetworkHint } from "./network-hint";

type HomeTransferType = Exclude<TransferType, "international">;

const recipientInput: Record<HomeTransferType, React.ComponentProps<"input">> = {
  phone: { type: "tel", inputMode: "tel", autoComplete: "off" },
  upi: { type: "text", inputMode: "email", autoCapitalize: "none", spellCheck: false },
  bank: { type: "text", inputMode: "numeric", autoComplete: "off" },
  mobileMoney: { type: "tel", inputMode: "tel", autoComplete: "off" },
};

type RecipientFieldProps = {
  type: HomeTransferType;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string;
  /** The mobile number's guard (the screen's `useInputGuard` for the home country's rule). */
  guard: ReturnType<typeof useInputGuard>;
};

/**
 * Who money at home goes to, in the home country's words: a mobile number or mobile-money wallet
 * (guarded as typed; where numbers name their network, with the network or wallet it names), a
 * UPI ID, or a bank account number.
 */
export function RecipientField({
  type,
  value,
  onChange,
  onBlur,
  error,
  guard,
}: RecipientFieldProps) {
  const { t } = useHomeCopy("sendMoney.details");
  const networkHint = useNetworkHint();
  const mobile = type === "phone" || type === "mobileMoney";
  return (
    <Field
      id="recipient"
      label={t(`recipient.${type}`)}
      hint={mobile ? networkHint(value, type === "mobileMoney") : undefined}
      error={error}
      {...recipientInput[type]}
      maxLength={RECIPIENT_MAX_LENGTH}
      placeholder={t(`placeholder.${type}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      {...(mobile ? guard.input : {})}
      guard={mobile ? guard : undefined}
    />
  );
}

/** Who is being paid, when a contact or a scanned code named them: initials or a QR mark. */
export function PayeeGreeting({ name, initials }: { name: string; initials?: string }) {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney" });
  return (
    <p className="flex items-center gap-3 rounded-xl bg-secondary p-3 text-secondary-foreground">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground [&_svg]:size-5"
      >
        {initials ?? <QrCode />}
      </span>
      <span className="min-w-0 font-medium break-words">{t("details.contact", { name })}</span>
    </p>
  );
}
