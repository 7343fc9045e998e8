/**
 * A control that the prerendered /auth page holds inert until its part of the page has hydrated:
 * disabled, but not dimmed, so nothing flickers as the page comes alive (issue #19). The class is
 * always on and an attribute says which state the control is in, so its class string is the same
 * before and after hydration: the one the page's merged class table (lib/cn.ts) already has.
 */
export const UNTIL_LIVE_CLASS = "data-until-live:disabled:opacity-100";

/** The control's props while the page is not `live` yet, and once it is. */
export function untilLive(live: boolean) {
  return { disabled: !live, "data-until-live": live ? undefined : "" };
}
