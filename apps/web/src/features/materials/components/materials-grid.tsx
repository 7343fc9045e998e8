import { MATERIAL_CODES } from "@ingot/domain/catalog/materials";
import { MESSAGES } from "@ingot/domain/messages";
import { AlertTriangle, ArrowRight, PackageOpen, RotateCw } from "lucide-react";
import type { ComponentType } from "react";
import { BUILT_IN_MATERIALS, type MaterialSummary, useMaterials } from "@/api/materials";
import {
  PlateShape,
  RectangleBarShape,
  RoundBarShape,
  RoundTubeShape,
  type ShapeProps,
  SquareBarShape,
  SquareTubeShape,
} from "@/components/shapes/shape-drawing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The spec's catalogue order (§2 item 5); a material the catalogue does not know goes last. */
function specOrder(code: string): number {
  const index = (MATERIAL_CODES as readonly string[]).indexOf(code);
  return index === -1 ? MATERIAL_CODES.length : index;
}

/**
 * The catalogue: one card per available material from GET /v2/materials, in the spec's order,
 * with its grades and forms (the build's catalogue until the API answers). `quoteHref` links each
 * card to the quote form.
 */
export function MaterialsGrid({ quoteHref }: { quoteHref?: string }) {
  const { data, isError, error, refetch, isFetching } = useMaterials();

  if (isError) {
    return (
      <Card role="alert" className="max-w-xl border-danger/40">
        <CardContent className="flex items-start gap-4">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
          <div className="flex flex-col gap-3">
            <div>
              <p className="font-medium">{MESSAGES.portal.materialsLoadFailed}</p>
              <p className="mt-1 text-muted-foreground text-sm">{error.message}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => void refetch()}
              disabled={isFetching}
            >
              <RotateCw className={isFetching ? "animate-spin" : undefined} aria-hidden="true" />
              Try Again
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  // Until the API answers (and in the page prerendered at build time), the catalogue the build knows.
  const materials = data ?? BUILT_IN_MATERIALS;
  if (materials.length === 0) {
    return (
      <Card className="max-w-xl">
        <CardContent className="flex items-center gap-4">
          <PackageOpen className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <p>{MESSAGES.picker.noMaterials}</p>
        </CardContent>
      </Card>
    );
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {[...materials]
        .sort((a, b) => specOrder(a.code) - specOrder(b.code))
        .map((material) => (
          <li key={material.code}>
            <MaterialCard material={material} quoteHref={quoteHref} />
          </li>
        ))}
    </ul>
  );
}

/** "tool-steel" -> "Tool Steel" */
function formatCategory(category: string): string {
  return category
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** A drawing of the stock each material is mostly bought as. */
const DRAWINGS: Record<string, ComponentType<ShapeProps>> = {
  "5000-series": PlateShape,
  "6061-t651": RoundBarShape,
  "7075": SquareBarShape,
  "7050-t7451": PlateShape,
  p20: RectangleBarShape,
  a500: SquareTubeShape,
  a513: RoundTubeShape,
};

function drawingFor(material: MaterialSummary): ComponentType<ShapeProps> {
  return (
    DRAWINGS[material.code] ??
    (material.category === "steel-tube" ? SquareTubeShape : RectangleBarShape)
  );
}

function MaterialCard({
  material,
  quoteHref,
}: {
  material: MaterialSummary;
  quoteHref?: string | undefined;
}) {
  // A single grade that only repeats the name (e.g. 6061-T651) adds nothing.
  const grades = material.grades.filter((grade) => grade !== material.name);
  const Drawing = drawingFor(material);
  return (
    <Card
      className="group h-full overflow-hidden transition-colors hover:border-input"
      data-testid="material-card"
    >
      <div className="flex h-28 items-center justify-center border-border border-b bg-muted/50 text-muted-foreground transition-colors group-hover:text-foreground">
        <Drawing className="h-24 w-auto" />
      </div>
      <CardHeader className="pt-4">
        <p className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
          {formatCategory(material.category)}
        </p>
        <CardTitle>{material.name}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {grades.length > 0 ? (
          <div>
            <h4 className="sr-only">Grades</h4>
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {grades.map((grade) => (
                <li key={grade} className="part-number text-sm">
                  {grade}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {material.forms.length > 0 ? (
          <div className="mt-auto">
            <h4 className="mb-2 text-muted-foreground text-xs">Forms</h4>
            <ul className="flex flex-wrap gap-1.5">
              {material.forms.map((form) => (
                <li key={form}>
                  <Badge variant="outline">{form}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {quoteHref ? (
          <a
            href={quoteHref}
            className="inline-flex items-center gap-1.5 self-start rounded-sm font-medium text-link text-sm hover:underline"
          >
            Get a quote<span className="sr-only"> for {material.name}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}
