import { buildApp } from "./app";
import { createAdminToken, removeAdminControl, writeAdminControl } from "./cli/admin-control";
import { type Config, ConfigError, loadConfig } from "./config/env";
import { startupLine } from "./config/startup-line";
import { type OpenedDatabase, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { createLogger } from "./lib/logger";
import { startQuoteExpirySweep } from "./modules/admin/quote-expiry-sweep";
import { startOutboxWorker } from "./modules/email/outbox-sender";
import { webhookSecretKey } from "./modules/webhooks/webhook-secret";
import { startWebhookWorker } from "./modules/webhooks/webhook-sender";

/** Loads the config, opens (and migrates) the database, listens, and shuts down on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);

  let database: OpenedDatabase;
  try {
    database = await openDatabase(config, {
      maxConnections: config.databasePoolSize,
      onConnectionLost: (error) =>
        logger.warn(
          { err: error },
          "the database ended an idle connection; the pool opens another",
        ),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
    } else {
      logger.fatal({ err: error }, "could not open the database");
    }
    logger.flush();
    process.exit(1);
  }
  logger.info(
    { database: database.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined },
    "database ready",
  );

  // The embedded database is locked to this process: `npm run admin` reaches it through us.
  const embedded = database.kind === "pglite" && config.databaseUrl === undefined;
  const adminControlToken = embedded ? createAdminToken() : undefined;
  const app = await buildApp({ config, db: database, logger, adminControlToken });

  // Files: a bucket that cannot be used stops the start here, not at a customer's first upload.
  try {
    await app.providers.storage.verify();
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error));
    await app.close().catch(() => {});
    await database.close();
    logger.flush();
    process.exit(1);
  }
  if (config.files.s3) {
    const { bucket, endpoint } = config.files.s3;
    logger.info({ storage: "s3", bucket, endpoint }, "file storage ready");
  } else if (database.kind === "postgres") {
    // Several instances may share a PostgreSQL database, but not this folder (decision 027).
    logger.warn(
      { storage: "local", filesDir: config.files.dir },
      "files are kept on this instance's disk: set S3_BUCKET before running a second instance",
    );
  } else {
    logger.info({ storage: "local", filesDir: config.files.dir }, "file storage ready");
  }

  // Emails leave the outbox over SMTP when SMTP_URL is set; without it they stay for an admin.
  const outboxWorker = app.providers.email
    ? startOutboxWorker({
        db: database.db,
        transport: app.providers.email,
        from: config.email.from,
        intervalMs: config.email.pollIntervalMs,
        log: logger,
      })
    : undefined;

  // Webhook deliveries go out from every instance (claims keep them apart; decision 024).
  const webhookWorker = startWebhookWorker({
    db: database.db,
    secretKey: webhookSecretKey(config.authSecret),
    allowPrivate: config.webhooks.allowPrivateUrls,
    intervalMs: config.webhooks.pollIntervalMs,
    log: logger,
  });

  // Quoted prices past their validity become `expired` (decisions §5); reads also check lazily.
  const expirySweep = startQuoteExpirySweep(database.db, logger, app.clock);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took longer than 10 s; exiting");
      database.close().finally(() => process.exit(1));
    }, 10_000);
    force.unref();
    if (adminControlToken) removeAdminControl(config.dataDir, adminControlToken);
    expirySweep.stop();
    await outboxWorker?.stop().catch((err) => logger.error({ err }, "error stopping the outbox"));
    await webhookWorker
      .stop()
      .catch((err) => logger.error({ err }, "error stopping the webhook sender"));
    try {
      await app.close();
    } catch (err) {
      logger.error({ err }, "error while closing the server");
    }
    try {
      await database.close(); // also releases the data-folder lock
    } catch (err) {
      logger.error({ err }, "error while closing the database");
    }
    clearTimeout(force);
    logger.info("bye");
    logger.flush();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    logger.fatal({ err }, "could not listen");
    await app.close().catch(() => {});
    await database.close();
    process.exit(1);
  }
  const address = app.server.address();
  if (adminControlToken && address !== null && typeof address === "object") {
    writeAdminControl(config.dataDir, {
      pid: process.pid,
      port: address.port,
      token: adminControlToken,
    });
  }
  if (address !== null && typeof address === "object") {
    logger.info(startupLine(config, address));
  }
}

await main();
