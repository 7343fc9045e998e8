import { Mail, MapPin, Phone } from "lucide-react";
import { brand, mailto, type SocialNetwork } from "@/config/brand";
import { anchors, paths } from "@/config/paths";
import { Brand } from "./brand";

const columns = [
  {
    title: "Products",
    links: [
      { label: "Materials", href: `${paths.home}#${anchors.products}` },
      { label: "Instant quote", href: `${paths.home}#${anchors.quoteForm}` },
      { label: "Multi-line RFQ", href: paths.rfq },
      { label: "Cut-list planner", href: paths.cutList },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Why Ingot", href: `${paths.home}#${anchors.why}` },
      { label: "Mission", href: `${paths.home}#${anchors.mission}` },
      { label: "Gallery", href: `${paths.home}#${anchors.gallery}` },
    ],
  },
] as const;

/** Footer (spec §2 item 11): links, sales contact and social links. */
export function SiteFooter() {
  return (
    <footer className="border-border border-t bg-surface pb-20 sm:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div className="flex flex-col gap-4">
          <Brand className="self-start" />
          <p className="max-w-xs text-muted-foreground text-sm">
            Cut-to-size aluminum, P20 tool steel and steel tube for American manufacturers.
          </p>
          <ul className="flex gap-1" aria-label="Social media">
            {brand.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${brand.name} on ${network.name}`}
                  className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                >
                  <SocialIcon network={network.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-medium text-sm">{column.title}</h2>
            <ul className="mt-3 flex flex-col gap-1 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-block py-1.5 text-muted-foreground hover:text-foreground"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="font-medium text-sm">Contact sales</h2>
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            <li>
              <a
                href={mailto()}
                className="inline-flex items-center gap-2 py-1.5 text-link hover:underline"
              >
                <Mail className="size-4" aria-hidden="true" />
                {brand.salesEmail}
              </a>
            </li>
            <li>
              <a
                href={`tel:${brand.salesPhone.tel}`}
                className="inline-flex items-center gap-2 py-1.5 text-muted-foreground tabular-nums hover:text-foreground"
              >
                <Phone className="size-4" aria-hidden="true" />
                {brand.salesPhone.display}
              </a>
            </li>
            <li className="inline-flex items-center gap-2 py-1.5 text-muted-foreground">
              <MapPin className="size-4" aria-hidden="true" />
              {brand.city}
            </li>
            <li className="py-1.5 text-muted-foreground text-xs">{brand.hours}</li>
          </ul>
        </div>
      </div>
      <div className="border-border border-t">
        {/* data-keep-clear: the floating contact button steps aside over the last line. */}
        <div
          className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-muted-foreground text-xs sm:flex-row sm:justify-between sm:px-6"
          data-keep-clear
        >
          <p>
            ©{" "}
            <span className="tabular-nums" suppressHydrationWarning>
              {new Date().getFullYear()}
            </span>{" "}
            {brand.name}. All rights reserved.
          </p>
          <p>DFARS-compliant traceability · ITAR compliant facility · SOC 2 Type II</p>
        </div>
      </div>
    </footer>
  );
}

/** Simple marks drawn for the footer (no third-party icon files). */
function SocialIcon({ network }: { network: SocialNetwork }) {
  const common = { className: "size-5", viewBox: "0 0 24 24" } as const;
  if (network === "LinkedIn") {
    return (
      <svg {...common} aria-hidden="true" fill="currentColor">
        <path d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm2.5 7v8h2.6v-8zm1.3-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM11 10v8h2.6v-4.2c0-1.2.6-1.9 1.6-1.9s1.4.7 1.4 1.9V18h2.6v-4.9c0-2.3-1.2-3.3-3-3.3-1.2 0-2 .6-2.6 1.4V10z" />
      </svg>
    );
  }
  if (network === "X") {
    return (
      <svg {...common} aria-hidden="true" fill="currentColor">
        <path d="M4 4h4.5l11.5 16h-4.5z" />
        <path d="M18.2 4h1.6l-6.6 7.6-.9-1.2zM5.8 20H4.2l6.4-7.4.9 1.2z" />
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true" fill="currentColor" fillRule="evenodd">
      <path d="M4 6.5C4 5.1 5.1 4 6.5 4h11C18.9 4 20 5.1 20 6.5v11c0 1.4-1.1 2.5-2.5 2.5h-11A2.5 2.5 0 0 1 4 17.5zM10 8.5v7l6-3.5z" />
    </svg>
  );
}
