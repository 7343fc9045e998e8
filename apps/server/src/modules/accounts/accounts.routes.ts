import {
  type Me,
  meSchema,
  notificationPreferencesReplySchema,
  notificationPreferencesUpdateSchema,
  profileSchema,
  profileUpdateSchema,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertOwnerOrAdmin } from "../../lib/authorize";
import { ok, okReplies } from "../../lib/envelope";
import { userIdParams } from "../../lib/route-params";
import type { Auth } from "../auth/auth";
import { toFetchHeaders } from "../auth/auth.routes";
import { documentsServiceOf } from "../documents/documents.service";
import { getPreferences, getProfile, putPreferences, updateProfile } from "./accounts.service";

/**
 * The signed-in customer's own data (spec §7): profile and notification preferences, for the owner
 * or an admin only (lib/authorize.ts), and GET /v2/me, the session the web app runs on.
 */
const accountsRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  const documents = documentsServiceOf(app);
  const tags = ["accounts"];
  const emailParams = z.object({ email: z.string().min(1).max(254) });

  app.get(
    "/v2/me",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Who is signed in",
        description:
          "The session user with role and profile; `user`, `session` and `profile` are null when signed out (200 either way). Refreshes the session cookie when the library extends the session.",
        response: okReplies(meSchema),
      },
    },
    async (request, reply) => {
      const signedOut: Me = {
        user: null,
        session: null,
        profile: null,
        tax_exemption_status: null,
      };
      if (!request.user) return ok(signedOut);
      const { headers, response } = await auth.api.getSession({
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      // An API key (issue #20) is its owner without a browser session.
      if (!response && !request.user.apiKey) return ok(signedOut);
      const user = request.user;
      const profile = await getProfile(app.db, user);
      return ok({
        user: {
          id: user.id,
          email: user.email,
          name: user.name ?? "",
          email_verified: user.emailVerified === true,
          role: user.role,
        },
        session: response
          ? { expires_at: new Date(response.session.expiresAt).toISOString() }
          : null,
        profile,
        tax_exemption_status: await documents.getTaxExemptionStatus(user.id),
      } satisfies Me);
    },
  );

  app.get(
    "/v2/profiles/:userId",
    {
      schema: {
        tags,
        summary: "A customer's profile (owner or admin)",
        params: userIdParams,
        response: okReplies(profileSchema, 401, 403, 404),
      },
    },
    async (request) => {
      const account = await assertOwnerOrAdmin(request, { userId: request.params.userId });
      return ok(await getProfile(app.db, account));
    },
  );

  app.put(
    "/v2/profiles/:userId",
    {
      schema: {
        tags,
        summary: "Update a customer's profile (owner or admin)",
        params: userIdParams,
        body: profileUpdateSchema,
        response: okReplies(profileSchema, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const account = await assertOwnerOrAdmin(request, { userId: request.params.userId });
      return ok(await updateProfile(app.db, account, request.body));
    },
  );

  app.get(
    "/v2/notifications/preferences/:email",
    {
      schema: {
        tags,
        summary: "Notification preferences of an account (owner or admin)",
        params: emailParams,
        response: okReplies(notificationPreferencesReplySchema, 401, 403, 404),
      },
    },
    async (request) => {
      const account = await assertOwnerOrAdmin(request, { email: request.params.email });
      return ok({ email: account.email, preferences: await getPreferences(app.db, account.id) });
    },
  );

  app.put(
    "/v2/notifications/preferences/:email",
    {
      schema: {
        tags,
        summary: "Replace the notification preferences of an account (owner or admin)",
        description: "A field left out of `preferences` takes its default.",
        params: emailParams,
        body: notificationPreferencesUpdateSchema,
        response: okReplies(notificationPreferencesReplySchema, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const account = await assertOwnerOrAdmin(request, { email: request.params.email });
      const preferences = await putPreferences(app.db, account.id, request.body.preferences);
      return ok({ email: account.email, preferences });
    },
  );
};

export default accountsRoutes;
