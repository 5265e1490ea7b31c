import { cn } from "@repo/ui/lib/cn";

type DetailListProps = {
  /** Label then value, already translated and formatted. */
  rows: [label: string, value: string][];
  /** Rows styled apart (a fee, a total), after the plain ones. */
  children?: React.ReactNode;
  className?: string;
};

/** Label-value lines of a payment: the confirm step's summary, a bill, a receipt. */
export function DetailList({ rows, children, className }: DetailListProps) {
  return (
    <dl className={cn("divide-y text-sm", className)}>
      {rows.map(([label, value]) => (
        <DetailRow key={label} label={label}>
          {value}
        </DetailRow>
      ))}
      {children}
    </dl>
  );
}

type DetailRowProps = {
  label: React.ReactNode;
  children: React.ReactNode;
  labelClassName?: string;
  valueClassName?: string;
};

export function DetailRow({ label, children, labelClassName, valueClassName }: DetailRowProps) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className={cn("text-muted-foreground", labelClassName)}>{label}</dt>
      <dd className={cn("min-w-0 text-right font-medium break-words", valueClassName)}>
        {children}
      </dd>
    </div>
  );
}
