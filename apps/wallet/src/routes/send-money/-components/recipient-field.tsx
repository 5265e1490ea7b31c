import { QrCode } from "lucide-react";
import { useTranslation } from "react-i18next";

import { Field } from "../../../components/details-field";
import type { useInputGuard } from "../../../hooks/use-input-guard";
import { RECIPIENT_MAX_LENGTH } from "../../../lib/limits";
import type { TransferType } from "../../../lib/send-money-search";
import { useZambianMobileHint } from "./zambian-mobile-copy";

type HomeTransferType = Exclude<TransferType, "international">;

const recipientInput: Record<HomeTransferType, React.ComponentProps<"input">> = {
  phone: { type: "tel", inputMode: "tel", autoComplete: "off" },
  upi: { type: "text", inputMode: "email", autoCapitalize: "none", spellCheck: false },
  bank: { type: "text", inputMode: "numeric", autoComplete: "off" },
  mobileMoney: { type: "tel", inputMode: "tel", autoComplete: "off" },
};

/** Zambian numbers as people write them: the trunk 0, then the network's prefix. */
const ZAMBIAN_PLACEHOLDER = "097 123 4567";

type RecipientFieldProps = {
  type: HomeTransferType;
  zambian: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string;
  /** The mobile number's guard (the screen's `useInputGuard` for the home country's rule). */
  guard: ReturnType<typeof useInputGuard>;
};

/**
 * Who money at home goes to: a mobile number (guarded as typed; in Zambia with the network, or
 * mobile-money wallet, it names), a UPI ID, or a bank account number.
 */
export function RecipientField({
  type,
  zambian,
  value,
  onChange,
  onBlur,
  error,
  guard,
}: RecipientFieldProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney" });
  const { t: tz } = useTranslation("wallet", { keyPrefix: "zambiaPay" });
  const zambianMobileHint = useZambianMobileHint();
  if (zambian && type !== "bank") {
    return (
      <Field
        label={type === "mobileMoney" ? t("details.recipient.mobileMoney") : tz("details.mobile")}
        hint={zambianMobileHint(value, type === "mobileMoney")}
        error={error}
        {...recipientInput[type]}
        maxLength={RECIPIENT_MAX_LENGTH}
        placeholder={ZAMBIAN_PLACEHOLDER}
        onBlur={onBlur}
        {...guard.input}
        guard={guard}
      />
    );
  }
  return (
    <Field
      id="recipient"
      label={t(`details.recipient.${type}`)}
      error={error}
      {...recipientInput[type]}
      maxLength={RECIPIENT_MAX_LENGTH}
      placeholder={t(`details.placeholder.${type}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      {...(type === "phone" ? guard.input : {})}
      guard={type === "phone" ? guard : undefined}
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
