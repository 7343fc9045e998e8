import { z } from "zod";
import { MESSAGES } from "../messages";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./is-valid-email";

/**
 * Mailing-list signup (spec §5, §8): email required ('Email required') and well formed. The
 * address is trimmed and lower-cased so the duplicate check ('Already subscribed') is not fooled
 * by case.
 */
export const mailingListSchema = z.object({
  email: z
    .string({ error: MESSAGES.mailingList.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.mailingList.emailRequired, abort: true })
    // The length first (abort), so an oversized string never reaches the pattern.
    .max(MAX_EMAIL_LENGTH, { error: MESSAGES.mailingList.invalidEmail, abort: true })
    .regex(EMAIL_PATTERN, { error: MESSAGES.mailingList.invalidEmail })
    .toLowerCase(),
});

export type MailingListSignup = z.output<typeof mailingListSchema>;

/** 201 of POST /v2/mailing-list: the stored subscriber. */
export const subscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  created_at: z.iso.datetime(),
});
export type Subscriber = z.output<typeof subscriberSchema>;
