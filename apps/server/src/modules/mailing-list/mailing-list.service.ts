import { MESSAGES } from "@ingot/domain";
import type { Database } from "../../db/client";
import { mailingList } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import type { EventBus } from "../events/event-bus";

export interface Subscriber {
  id: string;
  email: string;
  created_at: string;
}

export interface MailingListDeps {
  db: Database;
  /** Told of every new subscriber (the admin dashboard, modules/events). */
  events: Pick<EventBus, "publish">;
}

export function createMailingListService({ db, events }: MailingListDeps) {
  return {
    /**
     * Adds an address (already trimmed and lower-cased by the schema). An address that is already
     * on the list, in any case, is a 409 'Already subscribed'.
     */
    async subscribe(email: string): Promise<Subscriber> {
      const normalized = email.trim().toLowerCase();
      const [row] = await db
        .insert(mailingList)
        .values({ email: normalized })
        .onConflictDoNothing({ target: mailingList.email })
        .returning();
      if (!row)
        throw AppError.conflict(MESSAGES.mailingList.alreadySubscribedTitle, "ALREADY_SUBSCRIBED");
      await events.publish({ type: "subscriber.created", id: row.id });
      return { id: row.id, email: row.email, created_at: row.createdAt.toISOString() };
    },
  };
}
