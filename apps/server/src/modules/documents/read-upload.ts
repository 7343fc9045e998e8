import { UPLOAD_MAX_BYTES, UPLOAD_REFUSED_MESSAGE } from "@ingot/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";

/** Limits for `@fastify/multipart` on upload routes: one file of at most 10 MB, a few fields. */
export const UPLOAD_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 10,
  parts: 12,
  fieldSize: 10_000,
} as const;

/**
 * The one file of a multipart request (field `file`, or the first file part), read into memory up
 * to the 10 MB limit. The route's plugin must have registered `@fastify/multipart`. Refusals are
 * AppErrors with the upload message, so the client shows one clear sentence.
 */
export async function readSingleUpload(
  request: FastifyRequest,
): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError(415, "NOT_MULTIPART", "Send the file as multipart/form-data.");
  }
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file({ limits: UPLOAD_LIMITS });
  } catch (error) {
    throw uploadError(error);
  }
  if (!part) {
    throw AppError.badRequest("Choose a file to upload.", [
      { field: "file", message: "Choose a file to upload." },
    ]);
  }
  try {
    const data = await part.toBuffer();
    return { filename: part.filename, data };
  } catch (error) {
    throw uploadError(error);
  }
}

function uploadError(error: unknown): AppError {
  const code = (error as { code?: string }).code;
  if (
    code === "FST_REQ_FILE_TOO_LARGE" ||
    code === "FST_FILES_LIMIT" ||
    code === "FST_PARTS_LIMIT"
  ) {
    return new AppError(413, "FILE_TOO_LARGE", UPLOAD_REFUSED_MESSAGE, {
      errors: [{ field: "file", message: UPLOAD_REFUSED_MESSAGE }],
    });
  }
  // Anything else the parser meets is a body that is not well-formed multipart (a premature
  // end, a missing boundary, a broken part header: busboy throws these without a code).
  return AppError.badRequest("The upload was not complete. Please try again.");
}
