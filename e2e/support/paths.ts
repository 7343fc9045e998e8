import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root, whatever the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const WEB_DIST_DIR = resolve(REPO_ROOT, "apps/web/dist");
export const SERVER_ENTRY = resolve(REPO_ROOT, "apps/server/src/server.ts");
