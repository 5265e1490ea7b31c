import { billCategories } from "@repo/mock-data/billers";
import type { BillCategory, Country } from "@repo/mock-data/types";
import { Link, useNavigate } from "@tanstack/react-router";
import {
  Droplets,
  Landmark,
  type LucideIcon,
  PiggyBank,
  SatelliteDish,
  Smartphone,
  Wifi,
  Zap,
} from "lucide-react";
import { useTranslation } from "react-i18next";

import { IconCircle } from "../../components/kit/icon-circle";
import { ToggleChoice } from "../../components/kit/toggle-choice";
import { ScreenHeader } from "../../components/screen-header";
import { COUNTRIES } from "../../lib/bills-search";

export const categoryIcon: Record<BillCategory, LucideIcon> = {
  electricity: Zap,
  tax: Landmark,
  pension: PiggyBank,
  water: Droplets,
  mobile: Smartphone,
  "satellite-tv": SatelliteDish,
  internet: Wifi,
};

/** An Indian account pays bills in India or Zambia (a country choice); a Zambian one at home. */
export function Categories({ country, home }: { country: Country; home: Country }) {
  const { t } = useTranslation("wallet", { keyPrefix: "bills" });
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/dashboard" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        {home === "IN" ? <CountryChoice country={country} /> : null}
        <nav aria-labelledby="categories-title" className="flex flex-col gap-2">
          <h2 id="categories-title" className="font-semibold">
            {t("categories.title")}
          </h2>
          <ul className="grid auto-rows-fr grid-cols-2 gap-2">
            {billCategories.map((category) => {
              const Icon = categoryIcon[category];
              return (
                <li key={category}>
                  <Link
                    to="/bills"
                    search={{ country, category }}
                    className="flex h-full min-h-20 flex-col items-start gap-2 rounded-xl border bg-card p-3 text-sm font-medium transition-colors hover:bg-muted"
                  >
                    <IconCircle>
                      <Icon aria-hidden="true" />
                    </IconCircle>
                    {t(`categories.${category}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </main>
  );
}

/** Whose bills an Indian account pays: India's, or family's in Zambia (converted to rupees). */
function CountryChoice({ country }: { country: Country }) {
  const { t } = useTranslation("wallet", { keyPrefix: "bills" });
  const navigate = useNavigate();
  return (
    <ToggleChoice
      legend={t("country.label")}
      group="country"
      value={country}
      onChange={(code) => void navigate({ to: "/bills", search: { country: code }, replace: true })}
      options={COUNTRIES.map((code) => ({ value: code, label: t(`country.${code}`) }))}
    />
  );
}
