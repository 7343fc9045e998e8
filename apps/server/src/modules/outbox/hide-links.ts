import { redactUrl } from "../../lib/logger";

/**
 * Staff cannot take over accounts (issue #20): the admin outbox viewer shows every email, and an
 * email's password-reset or confirmation link signs in as its recipient. So the links of what the
 * viewer is sent carry no credential: every URL's token-like query values (`token`,
 * `reset_token`, `session_id`...) and the reset path's token become `[redacted]`, the rule the
 * server's logs already follow (lib/logger.ts `redactUrl`). The stored email keeps its link: the
 * outbox sender, and a resend, deliver it whole, to the stored address only.
 */

/** A URL in plain text or in an HTML attribute (it ends at a space, a quote or a bracket). The
 * scan is linear: a fixed prefix, then one run of one class. */
const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/g;

export function hideCredentialLinks(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => redactUrl(url));
}
