import "@/lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
import { createRouter } from "@/app/router";
import { paths } from "@/config/paths";
import { setUnauthorizedHandler } from "@/lib/api-client";
import { initTheme } from "@/lib/theme";
import "./index.css";

initTheme();

const router = createRouter();
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== paths.auth) void router.navigate(paths.auth);
});

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

// "/" arrives prerendered (dist/landing.html, src/prerender.tsx). Once the matched route's chunk is
// in, React hydrates that markup (keeps the DOM, attaches behaviour; hydration works in slices, so
// the page stays responsive). Every other path arrives as the empty shell and renders from scratch.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (rootElement.hasChildNodes() && window.location.pathname === paths.home) {
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  rootElement.replaceChildren();
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
}
