import { sql } from "drizzle-orm";
import { check, index, pgTable } from "drizzle-orm/pg-core";
import { createdAt, requiredText, uuidId } from "./common";

/** Newsletter subscribers. Emails are stored trimmed and lower-cased, so `unique` is case-insensitive. */
export const mailingList = pgTable(
  "mailing_list",
  {
    id: uuidId(),
    email: requiredText("email").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check("mailing_list_email_lower", sql`${t.email} = lower(${t.email})`),
    index("mailing_list_created_at_idx").on(t.createdAt.desc()),
  ],
);
