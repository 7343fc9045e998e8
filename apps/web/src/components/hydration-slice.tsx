import { type ComponentProps, Suspense } from "react";
import { HydrateLater } from "@/lib/hydration";

/**
 * Part of a prerendered page that hydrates in a later task of its own (issue #19: total blocking
 * time; `HydrateLater` in lib/hydration.ts), or with `whenIdle` once the browser has nothing more
 * urgent to do. Renders `children` as they are everywhere else; only the first hydration waits.
 * `name` is unique on the page.
 */
export function HydrationSlice(props: ComponentProps<typeof HydrateLater>) {
  return (
    <Suspense fallback={null}>
      <HydrateLater {...props} />
    </Suspense>
  );
}
