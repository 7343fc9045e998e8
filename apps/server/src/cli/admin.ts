import { runAdminCli } from "./admin-cli";

// Entry of `npm run admin -- grant EMAIL` (see admin-cli.ts).
process.exitCode = await runAdminCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
