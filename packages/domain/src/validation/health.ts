import { z } from "zod";

/** GET /healthz: the server is up and its database answers. */
export const healthSchema = z.object({
  ok: z.literal(true),
  database: z.enum(["pglite", "postgres"]),
});
export type Health = z.output<typeof healthSchema>;
