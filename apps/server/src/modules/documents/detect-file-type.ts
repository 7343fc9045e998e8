import type { UploadFileType } from "@ingot/domain";

/**
 * What a file is, from its first bytes (its "magic number"), never from its name or the type the
 * browser declared: a renamed .exe or an HTML page called .pdf is not a PDF. Returns null for
 * anything that is not one of the accepted types (PDF, PNG, JPEG, WebP).
 */
export function detectFileType(data: Uint8Array): UploadFileType | null {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // RIFF <size> WEBP
  if (
    startsWith(data, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(data.subarray(8), [0x57, 0x45, 0x42, 0x50])
  ) {
    return "image/webp";
  }
  return null;
}

export const FILE_EXTENSIONS: Record<UploadFileType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

function startsWith(data: Uint8Array, signature: readonly number[]): boolean {
  if (data.length < signature.length) return false;
  return signature.every((byte, index) => data[index] === byte);
}

/**
 * A file name safe to show and to send in Content-Disposition: the last path segment, no control
 * characters, quotes or backslashes, at most 120 characters, ending in the extension of what the
 * file really is.
 */
export function safeFilename(
  name: string | undefined,
  type: UploadFileType,
  fallback: string,
): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = [...base]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f && ch !== '"' && ch !== "\\";
    })
    .join("")
    .trim()
    .slice(0, 120);
  const extension = FILE_EXTENSIONS[type];
  const stem = cleaned || fallback;
  const matches =
    stem.toLowerCase().endsWith(`.${extension}`) ||
    (type === "image/jpeg" && stem.toLowerCase().endsWith(".jpeg"));
  return matches ? stem : `${stem}.${extension}`;
}

/** `attachment; filename="ascii"; filename*=UTF-8''encoded` (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
