import { z } from "zod";
import { REFERRAL_SOURCES } from "../constants";
import { optionalText, requiredEmail, requiredText } from "./fields";

/**
 * Contact details of the quote form (spec §5): name, email and company required after trimming,
 * email text@text.text without spaces, phone optional. Per field: 'This field is required'.
 */
export const contactSchema = z.object({
  name: requiredText(),
  email: requiredEmail(),
  phone: optionalText(50),
  company: requiredText(),
});
export type Contact = z.output<typeof contactSchema>;

/** How the visitor heard of us (spec §3), asked only of signed-out visitors. */
export const referralSourceSchema = z.enum(REFERRAL_SOURCES);
