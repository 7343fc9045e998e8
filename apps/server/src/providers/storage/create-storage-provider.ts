import type { Config } from "../../config/env";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";
import type { StorageProvider } from "./storage-provider";

/**
 * The one place the file storage is chosen (decision 027): S3-compatible object storage, shared by
 * every instance, when S3_BUCKET is set (config/env.ts has checked its endpoint and credentials);
 * else local disk under FILES_DIR (decisions §9), the embedded default, for one instance.
 */
export function createStorageProvider(config: Pick<Config, "files">): StorageProvider {
  return config.files.s3
    ? createS3Storage(config.files.s3)
    : createLocalDiskStorage(config.files.dir);
}
