import { buttonVariants } from "@repo/ui/components/button";
import { cn } from "@repo/ui/lib/cn";

import { focusRing } from "./focus";

type FileButtonProps = {
  /** The button's words, which name the file input too. */
  children: React.ReactNode;
  /** The kinds of file offered (`image/png,image/jpeg`, `.json`). */
  accept: string;
  /** The one file chosen; the input is emptied after, so the same file can be chosen again. */
  onFile: (file: File) => void;
  /** Offer a phone's front (`user`) camera beside its files. */
  capture?: "user" | "environment";
  /** Not offered while a file chosen before is being read. */
  disabled?: boolean;
  className?: string;
};

/**
 * A button that opens the device's file chooser: a label drawn as an outline button around a
 * visually hidden file input, so the words name the input, the keyboard reaches it and the label
 * draws the focus ring around itself.
 */
export function FileButton({
  children,
  accept,
  onFile,
  capture,
  disabled,
  className,
}: FileButtonProps) {
  return (
    <label
      className={cn(
        buttonVariants({ variant: "outline" }),
        "cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-50",
        focusRing.around,
        className,
      )}
    >
      {children}
      <input
        type="file"
        accept={accept}
        capture={capture}
        disabled={disabled}
        className={cn("sr-only", focusRing.held)}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = "";
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
