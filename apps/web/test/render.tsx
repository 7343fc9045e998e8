import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createQueryClient } from "@/lib/query-client";

/**
 * Renders a component as the app does: under the app's own query client (its retry and cache
 * rules) and a router, at `path`. Returns Testing Library's queries, a user-event instance, the
 * query client and the router (to read where a navigation went).
 */
export function renderWithApp(
  ui: ReactElement,
  {
    path = "/",
    queryClient = createQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient, router };
}
