import { type ReactNode, Suspense } from "react";
import { HydrateLater } from "@/lib/hydration";

/**
 * Part of a prerendered page that hydrates in a later task of its own (issue #19: total blocking
 * time; `HydrateLater` in lib/hydration.ts). Renders `children` as they are everywhere else; only
 * the first hydration waits. `name` is unique on the page.
 */
export function HydrationSlice({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydrateLater name={name}>{children}</HydrateLater>
    </Suspense>
  );
}
