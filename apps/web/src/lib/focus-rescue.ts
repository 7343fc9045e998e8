/**
 * The safety net under every screen (issue #24): when the focused control disappears (a row's
 * action replaced by the next one, a panel that collapses) or becomes disabled, focus would fall
 * to the page body and a keyboard user would start again from the top. Instead it moves to the
 * nearest control that is still there: within the closest surviving container of the lost one,
 * the next control after it (or the last one before it). Screens that know better still decide:
 * this runs a frame later and only when nothing else has taken focus by then (dialogs return
 * focus to their opener, RouteFocus moves it to a new page, which it leaves alone: the page
 * itself, main and #root, are not containers it searches).
 */

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Containers too wide to search: the page (RouteFocus's business) and overlays' roots. */
function isBoundary(element: Element): boolean {
  return element === document.body || element.id === "root" || element.tagName === "MAIN";
}

function usable(element: HTMLElement): boolean {
  return (
    element.getClientRects().length > 0 &&
    !element.closest("[inert]") &&
    element.getAttribute("aria-hidden") !== "true"
  );
}

export function installFocusRescue(): () => void {
  // The focused element and its ancestors, innermost first, up to (not including) a boundary.
  let chain: Element[] = [];
  let frame = 0;

  const onFocusIn = (event: FocusEvent) => {
    chain = [];
    for (
      let node = event.target instanceof Element ? event.target : null;
      node && !isBoundary(node);
      node = node.parentElement
    ) {
      chain.push(node);
    }
  };

  // Focus is lost: on the body, or (in some engines) still on the control that became disabled.
  const focusLost = () => {
    const active = document.activeElement;
    return !active || active === document.body || (active as HTMLButtonElement).disabled === true;
  };

  const rescue = () => {
    frame = 0;
    if (!focusLost()) return;
    const [lost, ...ancestors] = chain;
    if (!lost) return;
    // Still there and usable: the user moved focus away on purpose (a click on the page).
    if (lost.isConnected && !(lost as HTMLButtonElement).disabled) return;
    // An in-page link that closed its menu: the browser already starts the next Tab at its target.
    if (lost.matches('a[href^="#"]')) return;
    for (const container of ancestors) {
      if (!container.isConnected) continue;
      const candidates = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        usable,
      );
      if (candidates.length === 0) continue;
      const after = lost.isConnected
        ? candidates.find(
            (candidate) =>
              lost.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING,
          )
        : undefined;
      const target = after ?? candidates[0];
      chain = [];
      target?.focus();
      return;
    }
  };

  const observer = new MutationObserver(() => {
    if (frame || chain.length === 0 || !focusLost()) return;
    frame = requestAnimationFrame(rescue);
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["disabled"],
  });
  document.addEventListener("focusin", onFocusIn);
  return () => {
    observer.disconnect();
    document.removeEventListener("focusin", onFocusIn);
    cancelAnimationFrame(frame);
  };
}
