import { cva, type VariantProps } from "class-variance-authority";

/**
 * The button look (classes defined in `styles/components.css`), apart from the <Button>
 * component: native buttons such as the theme toggle use it directly.
 */
export const buttonVariants = cva("ui-button", {
  variants: {
    variant: {
      default: "ui-button-default",
      secondary: "ui-button-secondary",
      accent: "ui-button-accent",
      outline: "ui-button-outline",
      ghost: "ui-button-ghost",
      destructive: "ui-button-destructive",
      link: "ui-button-link",
    },
    size: {
      default: "ui-button-size-default",
      sm: "ui-button-size-sm",
      lg: "ui-button-size-lg",
      icon: "ui-button-size-icon",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
