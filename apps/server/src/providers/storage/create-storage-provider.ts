import type { Config } from "../../config/env";
import { createLocalDiskStorage } from "./local-disk-storage";
import type { StorageProvider } from "./storage-provider";

/**
 * Local disk under FILES_DIR (decisions §9). An S3-compatible provider would be chosen here when its
 * settings are present; until then local disk is the only implementation.
 */
export function createStorageProvider(config: Pick<Config, "files">): StorageProvider {
  return createLocalDiskStorage(config.files.dir);
}
