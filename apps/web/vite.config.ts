import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server listens on 3000 in development; Vite serves the SPA and forwards API calls to it.
const apiTarget = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: {
      "/v2": apiTarget,
      "/api": apiTarget,
      "/healthz": apiTarget,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The manifest lets bench/run.mjs attribute chunks to routes.
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every screen needs load once and stay cached across deploys of app code.
          // Everything else (radix, forms, icons) stays with the lazy screen that uses it.
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
