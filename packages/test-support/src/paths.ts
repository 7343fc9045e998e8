import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root, whatever the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
/** The built web app; WEB_DIST_DIR (read by the server too) points both at another build. */
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR
  ? resolve(process.env.WEB_DIST_DIR)
  : resolve(REPO_ROOT, "apps/web/dist");
/** What `npm start` runs (through tsx). */
export const SERVER_ENTRY = resolve(REPO_ROOT, "apps/server/src/server.ts");
