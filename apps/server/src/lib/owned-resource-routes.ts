import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionUser } from "../plugins/auth-guard";
import type { AppError } from "./app-error";
import { createdReplies, ok, okReplies } from "./envelope";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A route's replies by status, typed loosely: the statuses come from the caller here. */
const replies = (byStatus: Record<number, z.ZodType>) => byStatus;

/**
 * The three routes of a resource its owner makes, lists and removes (API keys, webhook
 * endpoints): `POST path` answers 201 with what was made (its secret, this once), `GET path` the
 * owner's list, `DELETE path/:id` `{ id, <removed>: true }` or `notFound` for an id the owner has
 * not (another owner's answers the same). `owner` authorizes every call. Each reply's schema is the
 * domain's (`create.reply`, `list.reply`, `remove.reply`), which the web's API file infers its type
 * from; the list's field and the removal's flag are read off them, so their names are written once.
 */
export function ownedResourceRoutes<
  Body extends z.ZodType,
  Made extends z.ZodType,
  ListReply extends z.ZodObject,
  RemovedReply extends z.ZodObject,
>(
  app: ZodApp,
  spec: {
    path: string;
    tags: string[];
    owner: (request: FastifyRequest) => SessionUser;
    notFound: () => AppError;
    create: {
      summary: string;
      description: string;
      body: Body;
      reply: Made;
      errors: readonly number[];
      run: (ownerId: string, body: z.output<Body>) => Promise<z.input<Made>>;
    };
    list: {
      summary: string;
      /** `{ <list>: [...] }`, its one field the list. */
      reply: ListReply;
      errors: readonly number[];
      run: (ownerId: string) => Promise<z.input<ListReply>[keyof z.input<ListReply>]>;
    };
    remove: {
      summary: string;
      /** `{ id, <removed>: true }`. */
      reply: RemovedReply;
      errors: readonly number[];
      run: (ownerId: string, id: string) => Promise<boolean>;
    };
  },
) {
  const { path, tags, owner } = spec;
  const listKey = onlyKey(spec.list.reply, []);
  const removedFlag = onlyKey(spec.remove.reply, ["id"]);
  app.post(
    path,
    {
      schema: {
        tags,
        summary: spec.create.summary,
        description: spec.create.description,
        body: spec.create.body,
        response: replies(createdReplies(spec.create.reply, ...spec.create.errors)),
      },
    },
    async (request, reply) => {
      const user = owner(request);
      const created = await spec.create.run(user.id, request.body as z.output<Body>);
      return reply.code(201).send(ok(created));
    },
  );

  app.get(
    path,
    {
      schema: {
        tags,
        summary: spec.list.summary,
        response: replies(okReplies(spec.list.reply, ...spec.list.errors)),
      },
    },
    async (request) => ok({ [listKey]: await spec.list.run(owner(request).id) }),
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: spec.remove.summary,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: replies(okReplies(spec.remove.reply, ...spec.remove.errors)),
      },
    },
    async (request) => {
      const user = owner(request);
      const { id } = request.params;
      if (!(await spec.remove.run(user.id, id))) throw spec.notFound();
      return ok({ id, [removedFlag]: true });
    },
  );
}

/** The one field of `schema` besides `besides`. */
function onlyKey(schema: z.ZodObject, besides: readonly string[]): string {
  const keys = Object.keys(schema.shape).filter((key) => !besides.includes(key));
  const [key] = keys;
  if (keys.length !== 1 || key === undefined) {
    throw new Error(
      `expected one field besides ${besides.join(", ") || "none"}: ${keys.join(", ")}`,
    );
  }
  return key;
}
