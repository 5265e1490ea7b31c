import { Moon, Sun } from "lucide-react";
import { useTheme } from "../hooks/use-theme";
import { cn } from "../lib/cn";
import { buttonVariants } from "./button";

type ThemeToggleProps = {
  /** Accessible name while the light theme shows, e.g. "Switch to dark theme". */
  toDarkLabel: string;
  toLightLabel: string;
  className?: string;
};

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
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </button>
  );
}
