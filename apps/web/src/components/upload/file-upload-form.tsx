import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_REFUSED_MESSAGE } from "@ingot/domain";
import { Upload } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";

const ALLOWED_EXTENSIONS = [".pdf", ".png", ".jpg", ".jpeg", ".webp"];

/**
 * One file (a certificate) sent with `onUpload`: a quick check of name and size here, the server
 * decides on the content. A refusal stays next to the field and in a toast; a success empties the
 * field and shows `successTitle` / `successDetail`.
 */
export function FileUploadForm({
  label = "Exemption certificate",
  submitLabel = "Upload certificate",
  successTitle = "Certificate uploaded",
  successDetail,
  onUpload,
  pending,
}: {
  label?: string;
  submitLabel?: string;
  successTitle?: string;
  successDetail: string;
  onUpload: (file: File) => Promise<unknown>;
  pending: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError("Choose a file to upload.");
      input.current?.focus();
      return;
    }
    const name = file.name.toLowerCase();
    if (file.size > UPLOAD_MAX_BYTES || !ALLOWED_EXTENSIONS.some((ext) => name.endsWith(ext))) {
      setError(UPLOAD_REFUSED_MESSAGE);
      input.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await onUpload(file);
      if (input.current) input.current.value = "";
      toast.success(successTitle, { description: successDetail });
    } catch (e) {
      const message = e instanceof Error ? e.message : UPLOAD_REFUSED_MESSAGE;
      setError(message);
      toast.error("Upload failed", { description: message });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-file`}>{label}</Label>
        <Input
          ref={input}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={() => setError(undefined)}
          className="h-auto py-1.5"
        />
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          PDF, PNG, JPEG or WebP, at most 10 MB.
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-danger text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" size="sm" pending={pending}>
          {pending ? null : <Upload aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
