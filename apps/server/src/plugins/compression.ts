import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Brotli or gzip for the API's replies (JSON, CSV) of 1 kB or more, when the client accepts it:
 * the materials list, quote history and the admin tables cross a phone's network several times
 * smaller. Brotli at quality 4, the library's default for replies made per request.
 *
 * - The built web app's files arrive precompressed (@fastify/static `preCompressed`): a reply that
 *   already has a Content-Encoding is left alone.
 * - The compression runs as each route's own onSend hook, after the app-wide ones and after the
 *   idempotency plugin's (which it puts first among an opted-in route's own), so that plugin
 *   stores and replays the plain body.
 * - The admin event stream writes to the raw socket (`reply.hijack()`) and is never buffered.
 * - Registered before the routes: it amends each route as it is added.
 */
async function compressionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip"] });
}

export default fp(compressionPlugin, { name: "compression" });
