import { describe, expect, it } from "vitest";
import { FILES } from "../../../test/uploads";
import { contentDisposition, detectFileType, safeFilename } from "./detect-file-type";

describe("detectFileType", () => {
  it("recognises PDF, PNG, JPEG and WebP by their first bytes", () => {
    expect(detectFileType(FILES.pdf)).toBe("application/pdf");
    expect(detectFileType(FILES.png)).toBe("image/png");
    expect(detectFileType(FILES.jpeg)).toBe("image/jpeg");
    expect(detectFileType(FILES.webp)).toBe("image/webp");
  });

  it("refuses executables, HTML, empty and truncated files", () => {
    expect(detectFileType(FILES.exe)).toBeNull();
    expect(detectFileType(FILES.html)).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
    expect(detectFileType(Buffer.from("%PD"))).toBeNull();
    expect(detectFileType(Buffer.from("RIFF\0\0\0\0WAVE"))).toBeNull();
  });
});

describe("safeFilename", () => {
  it("keeps the last path segment, drops quotes and control characters, fixes the extension", () => {
    expect(safeFilename("../../etc/passwd", "application/pdf", "x")).toBe("passwd.pdf");
    expect(safeFilename('cert"\r\n.pdf', "application/pdf", "x")).toBe("cert.pdf");
    expect(safeFilename("scan.JPEG", "image/jpeg", "x")).toBe("scan.JPEG");
    expect(safeFilename("exempt.pdf", "image/png", "x")).toBe("exempt.pdf.png");
    expect(safeFilename("", "image/webp", "tax-exemption")).toBe("tax-exemption.webp");
  });

  it("Content-Disposition is an attachment with an ASCII and a UTF-8 name", () => {
    expect(contentDisposition("Zertifikat-ü.pdf")).toBe(
      `attachment; filename="Zertifikat-_.pdf"; filename*=UTF-8''Zertifikat-%C3%BC.pdf`,
    );
  });
});
