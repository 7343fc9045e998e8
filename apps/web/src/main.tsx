import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
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

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
