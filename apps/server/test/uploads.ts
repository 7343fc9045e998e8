import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Test helpers for file uploads: a throwaway FILES_DIR and hand-built multipart bodies. */

export function tempFilesDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "ingot-files-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A multipart/form-data body with one file part (field `file` unless told otherwise). */
export function multipartFile(
  filename: string,
  contentType: string,
  data: Buffer,
  field = "file",
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ingot${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Smallest plausible files of each accepted type, and some impostors. */
export const FILES = {
  pdf: Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n"),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from("0000000dIHDR"),
  ]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  webp: Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 ")]),
  exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64, 0x90)]),
  html: Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>"),
};
