/**
 * zod 4 probes whether it may compile validators with `new Function`; under the server's CSP
 * (no 'unsafe-eval') that probe is reported as a violation even though zod catches it. Setting
 * its global config to jitless before any zod module runs skips the probe. Written to zod's own
 * global (`globalThis.__zod_globalConfig`) so the entry chunk does not have to load zod itself.
 * Imported first by main.tsx.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
