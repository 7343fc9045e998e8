import { Layers } from "lucide-react";
import type { Ref } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

/**
 * The material slot of a form that opens the MaterialPicker: the chosen material (label,
 * product type, shape unless a plate) with Change, or a dashed "Choose material" with `hint`.
 */
export function MaterialChoice({
  selection,
  changeButton,
  onOpen,
  hint,
  describedBy,
  testId,
}: {
  selection: { materialLabel: string; productType: string; shape: string } | null | undefined;
  /** Change, where focus returns when the picker closes. */
  changeButton: Ref<HTMLButtonElement>;
  onOpen: () => void;
  hint: string;
  describedBy?: string;
  testId?: string;
}) {
  return selection ? (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-muted/40 p-3">
      <div>
        <p className="font-medium" data-testid="selected-material">
          {selection.materialLabel}
        </p>
        <div className="mt-1 flex gap-1.5">
          <Badge variant="outline">{selection.productType}</Badge>
          {selection.productType !== "Plate" ? (
            <Badge variant="outline">{selection.shape}</Badge>
          ) : null}
        </div>
      </div>
      <Button ref={changeButton} variant="outline" size="sm" onClick={onOpen}>
        Change
      </Button>
    </div>
  ) : (
    <Button
      variant="outline"
      className="h-auto w-full justify-start gap-3 border-dashed py-4"
      onClick={onOpen}
      aria-describedby={describedBy}
      data-testid={testId}
    >
      <Layers aria-hidden="true" />
      <span className="flex flex-col items-start">
        <span>Choose material</span>
        <span className="font-normal text-muted-foreground text-xs">{hint}</span>
      </span>
    </Button>
  );
}
