import { z } from "zod";

/**
 * Path parameters the routes share, so a path's `{id}` or `{userId}` is checked the same way
 * everywhere. Routes whose ids follow another rule (a UUID, a webhook endpoint's id) keep their own.
 */

/** `{id}`: the id of what the route reads or changes, 1 to 100 characters. */
export const idParams = z.object({ id: z.string().min(1).max(100) });

/** `{userId}`: an account's id, 1 to 200 characters. */
export const userIdParams = z.object({ userId: z.string().min(1).max(200) });
