import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  detail: string;
  icon: LucideIcon;
}

/**
 * A "how" question in a card: a radio group drawn as cards (icon, label, a detail line under it),
 * then `children`. `kind` names it all: `kind="delivery"` is the card "Delivery" (test id
 * `delivery-choice`), the legend "Delivery method", the radios' name `delivery_method`, and each
 * radio is labelled by `delivery-<value>-label` and described by `delivery-<value>-detail`.
 */
export function ChoiceCards<V extends string>({
  kind,
  options,
  value,
  onChange,
  className,
  children,
}: {
  kind: string;
  options: readonly ChoiceOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** the grid's columns (two by default) */
  className?: string;
  children?: ReactNode;
}) {
  const title = kind.charAt(0).toUpperCase() + kind.slice(1);
  return (
    <Card data-testid={`${kind}-choice`}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-2 font-medium text-sm">{title} method</legend>
          <div className={cn("grid grid-cols-2 gap-2", className)}>
            {options.map((option) => {
              const checked = value === option.value;
              const labelId = `${kind}-${option.value}-label`;
              const detailId = `${kind}-${option.value}-detail`;
              return (
                <label
                  key={option.value}
                  className={cn(
                    "flex cursor-pointer flex-col gap-1 rounded-md border p-3 text-sm transition-colors",
                    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                    checked ? "border-primary bg-primary/10" : "border-border hover:bg-muted",
                  )}
                >
                  <span className="flex items-center gap-2 font-medium">
                    <input
                      type="radio"
                      name={`${kind}_method`}
                      value={option.value}
                      checked={checked}
                      onChange={() => onChange(option.value)}
                      aria-labelledby={labelId}
                      aria-describedby={detailId}
                      className="size-4 accent-[var(--primary)]"
                    />
                    <option.icon className="size-4" aria-hidden="true" />
                    <span id={labelId}>{option.label}</span>
                  </span>
                  <span id={detailId} className="text-muted-foreground text-xs tabular-nums">
                    {option.detail}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {children}
      </CardContent>
    </Card>
  );
}
