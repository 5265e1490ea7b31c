const sizes = { md: "size-10", lg: "size-11" } as const;

/**
 * The round badge at the start of a row (a method, a biller, a setting): the icon inside is drawn
 * at size 5 in the secondary colours. The icon is decoration; the row's text names it.
 */
export function IconCircle({
  children,
  size = "md",
}: {
  children: React.ReactNode;
  size?: keyof typeof sizes;
}) {
  return (
    <span
      className={`flex ${sizes[size]} shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-5`}
    >
      {children}
    </span>
  );
}
