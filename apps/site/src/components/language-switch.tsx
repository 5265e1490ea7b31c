import { useLanguage } from "@repo/i18n/language-provider";
import { cn } from "@repo/ui/lib/cn";
import { useTranslation } from "react-i18next";

/** English / తెలుగు as a pair of toggle buttons: one tap, no hidden menu. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, languages, setLanguage } = useLanguage();
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className={cn("flex rounded-lg border p-0.5", className)}
    >
      {languages.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.code}
          aria-pressed={language === option.code}
          onClick={() => void setLanguage(option.code)}
          className="min-h-10 min-w-11 rounded-md px-2.5 text-sm font-medium aria-pressed:bg-primary aria-pressed:text-primary-foreground"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
