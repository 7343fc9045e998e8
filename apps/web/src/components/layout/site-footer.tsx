/** Minimal footer; the landing-page issue adds social links and the sales email. */
export function SiteFooter() {
  return (
    <footer className="border-border border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-muted-foreground text-sm sm:flex-row sm:justify-between sm:px-6">
        <p>
          © <span className="tabular-nums">{new Date().getFullYear()}</span> Ingot Metals.
          Cut-to-size metal stock from Detroit, MI.
        </p>
        <p>DFARS-compliant traceability · ITAR compliant facility</p>
      </div>
    </footer>
  );
}
