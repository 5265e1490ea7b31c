import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";

type InvalidPaymentProps = {
  /** One sentence per missing or invalid detail. */
  problems: string[];
  /** The way back to a step that can fix them. */
  action: React.ReactNode;
};

/** What a send-money screen shows instead of a payment when its link lacks what it needs. */
export function InvalidPayment({ problems, action }: InvalidPaymentProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "sendMoney.invalid" });
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold text-balance">{t("title")}</h1>
      <p className="text-muted-foreground">{t("body")}</p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-left text-sm">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <div className="mt-2">{action}</div>
    </main>
  );
}
