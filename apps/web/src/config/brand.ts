/**
 * Brand and contact details shown by the web app: the one place to change them. Server-side brand
 * settings (order-number prefix, pickup facility) live in the server's configuration.
 */
export const brand = {
  name: "Ingot Metals",
  shortName: "Ingot",
  tagline: "Cut-to-size aluminum, tool steel and steel tube",
  city: "Detroit, MI",
  salesEmail: "sales@ingotmetals.com",
  /** As dialled (tel: link) and as shown. */
  salesPhone: { tel: "+13135550142", display: "(313) 555-0142" },
  hours: "Monday-Friday 8:00 AM-5:00 PM",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/ingot-metals" },
    { name: "X", href: "https://x.com/ingotmetals" },
    { name: "YouTube", href: "https://www.youtube.com/@ingotmetals" },
  ],
} as const;

export type SocialNetwork = (typeof brand.social)[number]["name"];

export const mailto = (subject?: string) =>
  `mailto:${brand.salesEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
