import { act, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RouteFocus, type RouteHandle } from "./route-focus";

function Layout() {
  return (
    <>
      <Outlet />
      <RouteFocus />
    </>
  );
}

const page = (handle: RouteHandle) => handle;

function routes() {
  return [
    {
      element: <Layout />,
      children: [
        {
          path: "/",
          handle: page({ title: undefined }),
          element: (
            <main>
              <h1>Cut to size</h1>
              <Link to="/rfq">Multi-line RFQ</Link>
              <Link to="/auth">Sign in</Link>
            </main>
          ),
        },
        {
          path: "/rfq",
          handle: page({ title: "Multi-line RFQ" }),
          element: (
            <main>
              <button type="button">Before the heading</button>
              <h1>Multi-line RFQ</h1>
            </main>
          ),
        },
        {
          path: "/auth",
          handle: page({ title: () => "Sign in", focus: "field" }),
          element: (
            <main>
              <h1>Sign in</h1>
              <label>
                Email <input />
              </label>
            </main>
          ),
        },
      ],
    },
  ];
}

afterEach(() => {
  document.head.querySelector('meta[name="prerendered"]')?.remove();
});

describe("RouteFocus", () => {
  it("names each page in the document title and focuses its heading or first field on arrival", async () => {
    const router = createMemoryRouter(routes(), { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    await waitFor(() =>
      expect(document.title).toBe("Ingot Metals: cut-to-size aluminum, tool steel and steel tube"),
    );

    await act(() => router.navigate("/rfq"));
    await waitFor(() => expect(document.title).toBe("Multi-line RFQ · Ingot Metals"));
    const heading = screen.getByRole("heading", { name: "Multi-line RFQ" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute("tabindex")).toBe("-1");

    await act(() => router.navigate("/auth"));
    await waitFor(() => expect(document.title).toBe("Sign in · Ingot Metals"));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));
  });

  it("a page's first load focuses it too, but a prerendered page being hydrated keeps its focus", async () => {
    const first = createMemoryRouter(routes(), { initialEntries: ["/rfq"] });
    const { unmount } = render(<RouterProvider router={first} />);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Multi-line RFQ" })),
    );
    unmount();
    (document.activeElement as HTMLElement | null)?.blur();

    const meta = document.createElement("meta");
    meta.name = "prerendered";
    meta.content = "/auth";
    document.head.append(meta);
    const hydrated = createMemoryRouter(routes(), { initialEntries: ["/auth"] });
    render(<RouterProvider router={hydrated} />);
    await waitFor(() => expect(document.title).toBe("Sign in · Ingot Metals"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });
});
