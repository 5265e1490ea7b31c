import { useTranslation } from "react-i18next";

/** Two streams meeting: the sangam mark, drawn inline so it costs no request. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="9" className="fill-primary" />
        <path
          d="M7 9c5 0 7 7 9 7s4-7 9-7"
          className="stroke-primary-foreground"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M16 16v8" className="stroke-accent" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>{t("brand")}</span>
    </span>
  );
}
