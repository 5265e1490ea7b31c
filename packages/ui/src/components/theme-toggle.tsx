import { useTheme } from "../hooks/use-theme";
import { buttonVariants } from "../lib/button-variants";
import { cn } from "../lib/cn";

type ThemeToggleProps = {
  /** Accessible name while the light theme shows, e.g. "Switch to dark theme". */
  toDarkLabel: string;
  toLightLabel: string;
  className?: string;
};

// Lucide's sun and moon (ISC), drawn inline: the toggle sits on every first screen of both apps,
// and this keeps the icon library out of their first load.
const strokeProps = {
  viewBox: "0 0 24 24",
  width: 24,
  height: 24,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

function SunIcon() {
  return (
    <svg {...strokeProps}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg {...strokeProps}>
      <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
    </svg>
  );
}

export function ThemeToggle({ toDarkLabel, toLightLabel, className }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === "dark";
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={dark ? toLightLabel : toDarkLabel}
      title={dark ? toLightLabel : toDarkLabel}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), className)}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
