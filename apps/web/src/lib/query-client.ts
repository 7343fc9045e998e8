import { MutationCache, QueryClient } from "@tanstack/react-query";

import { isApiError, setUnauthorizedHandler } from "./api-client";

/** Spec section 9: general data is fresh for 5 minutes, kept 10, retried twice, no refetch on focus. */
export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 10 * 60 * 1000;
export const MAX_RETRIES = 2;

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** Set true when the mutation shows its own error (next to a field, in a dialog...). */
      silentError?: boolean;
    };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on retry (bad input, not signed in, not allowed, not found).
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silentError) return;
        // sonner loads on demand: it is not part of any page's first download.
        void import("sonner").then(({ toast }) =>
          toast.error(error instanceof Error ? error.message : "Something went wrong"),
        );
      },
    }),
  });
}

/**
 * What a 401 does (spec §8 "token removed, user sent to /auth"): every cached query of the lost
 * session goes (profile, quotes, orders...), then the user is sent to `authPath`, unless already
 * there. `navigate` is the router's; main.tsx installs this once.
 */
export function handleUnauthorized(
  queryClient: QueryClient,
  router: { navigate: (path: string) => unknown; pathname: () => string },
  authPath: string,
): void {
  setUnauthorizedHandler(() => {
    queryClient.clear();
    if (router.pathname() !== authPath) void router.navigate(authPath);
  });
}
