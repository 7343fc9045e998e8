import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { assertStorageKey, type StorageProvider } from "./storage-provider";

/**
 * Files on local disk under `root` (FILES_DIR, default DATA_DIR/files). A key maps to
 * `<root>/<prefix>/<uuid>`; keys are checked against the key pattern and the resolved path must stay
 * inside `root`, so no key can reach another file. Writes go to a temporary name first and are
 * renamed into place, so a reader never sees half a file. Folders are created on first write.
 */
export function createLocalDiskStorage(root: string): StorageProvider {
  const base = resolve(root);
  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

  function pathOf(key: string): string {
    assertStorageKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error("Storage key escapes the files folder");
    return path;
  }

  return {
    name: "local",
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temporary = `${path}.partial`;
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key) {
      const path = pathOf(key);
      try {
        // Opened here, so a missing file is a null now rather than an error mid-download.
        const handle = await open(path, "r");
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    // The folder is made on first write; nothing to check or release.
    async verify() {},
    close() {},
  };
}
