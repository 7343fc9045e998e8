/**
 * @ingot/test-support: what the server tests, the e2e suite and the benchmarks share to run the
 * real server (free ports, health waits, the server as a child process). Test code only: no file
 * under apps/server/src imports it.
 */
export { waitForHealth } from "./health";
export { REPO_ROOT, SERVER_ENTRY, WEB_DIST_DIR } from "./paths";
export { getFreePort } from "./ports";
export {
  makeDataTemplate,
  type RunningServer,
  type ServerProcess,
  type SpawnServerOptions,
  type StartServerOptions,
  spawnServer,
  startServer,
} from "./server";
