import { homeCountries } from "@repo/pricing/home-countries";

/** Where the embedded wallet starts, and the walk-through beside it (text: site/demo.json). */
export const DEMO_START_PATH = "/splash";

export const demoSteps = ["splash", "language", "login", "pin", "explore"] as const;

/** Figures the tour quotes, filled in as {{placeholders}}: numbers from the home-country data. */
export const demoFigures = {
  indiaDigits: homeCountries.IN.mobile.length,
  zambiaDigits: homeCountries.ZM.mobile.length,
  zambiaExample: "0971234567",
  codeDigits: 6,
  pinDigits: 6,
  splashSeconds: 2.5,
} as const;
