import type { ApiKey, ApiKeyScope, CreatedApiKey } from "@ingot/domain";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apikey } from "../../db/schema/index";
import { deleteOwnedRow } from "../../lib/owned-rows";
import type { Auth } from "../auth/auth";
import { scopeOfPermissions } from "../auth/session";

/** The plugin's permissions that stand for each scope (read back by `scopeOfPermissions`). */
export function permissionsOf(scope: ApiKeyScope): Record<string, string[]> {
  return { api: scope === "read_write" ? ["read", "write"] : ["read"] };
}

export interface ApiKeysDeps {
  db: Database;
  auth: Auth;
}

export function createApiKeysService({ db, auth }: ApiKeysDeps) {
  return {
    /** A new key of `userId`'s: the plugin makes the secret and stores only its hash. */
    async create(
      userId: string,
      input: { name: string; scope: ApiKeyScope },
    ): Promise<CreatedApiKey> {
      const created = await auth.api.createApiKey({
        body: { name: input.name, userId, permissions: permissionsOf(input.scope) },
      });
      return {
        id: created.id,
        name: created.name ?? input.name,
        scope: input.scope,
        prefix: created.start ?? "",
        key: created.key,
      };
    },

    async list(userId: string): Promise<ApiKey[]> {
      const rows = await db
        .select()
        .from(apikey)
        .where(eq(apikey.referenceId, userId))
        .orderBy(desc(apikey.createdAt));
      return rows.map((row) => ({
        id: row.id,
        name: row.name ?? "",
        scope: scopeOfPermissions(row.permissions ? JSON.parse(row.permissions) : null),
        prefix: row.start ?? "",
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastRequest ? row.lastRequest.toISOString() : null,
      }));
    },

    /** Deletes the key if it is `userId`'s; false for anyone else's or an unknown id. */
    async revoke(userId: string, id: string): Promise<boolean> {
      return deleteOwnedRow(db, apikey, { id: apikey.id, owner: apikey.referenceId }, id, userId);
    },
  };
}
