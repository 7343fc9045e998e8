import { useSearchParams } from "react-router";
import { PageShell } from "@/components/layout/page-shell";
import { CertificateUploadScreen } from "@/features/tax-exemption/components/certificate-upload-screen";

/** A held order's tax-exemption certificate upload (issue #21), from its confirmation email. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <PageShell title="Tax-exemption certificate">
      <CertificateUploadScreen token={params.get("token") ?? ""} />
    </PageShell>
  );
}
