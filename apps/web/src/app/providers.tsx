import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from "react";
import { hydrationSettled } from "@/lib/hydration";
import { createQueryClient } from "@/lib/query-client";
import { useTheme } from "@/lib/theme";

/**
 * The toast host mounts after the first render (and after hydration of the prerendered landing
 * page) from its own chunk: nothing toasts before the page is interactive, and the toast library
 * stays out of every page's first download.
 */
/** Phone toasts' distance from the bottom: clear of the contact button (12 px margin, 48 px tall). */
const TOAST_PHONE_BOTTOM_PX = 72;

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** The browser's client (main.tsx, which also hands it to the 401 handler); else a new one. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const theme = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // Tests and tools can tell when the page is interactive (after hydration on "/", every slice
    // of it: components/hydration-slice.tsx).
    hydrationSettled().then(() => {
      document.documentElement.dataset.hydrated = "";
    });
    startTransition(() => setMounted(true));
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          {/* At the bottom (right on a wide screen, full width on a phone): at the top a toast
              covered the controls that sit under the sticky header, such as /rfq's "Add Item to
              RFQ" right after adding a line, or /admin's exports. On a phone they stand above
              the band of the landing page's floating contact button instead of over it. */}
          <Toaster
            theme={theme}
            position="bottom-right"
            mobileOffset={{ bottom: TOAST_PHONE_BOTTOM_PX }}
            richColors
            closeButton
          />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
