import { Icon } from "../icon";

export type Certification = { id: string; name: string; description: string };

/** Certification "seals": a badge icon, the standard's name and what it covers. */
export function CertificationBadges({
  items,
  label,
}: {
  items: readonly Certification[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center"
        >
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Icon name="award" className="size-7" />
          </span>
          <span className="text-lg font-bold">{item.name}</span>
          <span className="text-sm text-muted-foreground">{item.description}</span>
        </li>
      ))}
    </ul>
  );
}
