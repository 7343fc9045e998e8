import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w @ingot/server` writes a new migration after a schema change. Migrations are
// checked in and applied when the server opens the database (src/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
