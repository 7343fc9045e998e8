import type { AdminEvent } from "@ingot/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { queryKeys } from "@/lib/query-keys";

export type LiveState = "connecting" | "live" | "reconnecting";

/** How long a row that arrived live stays highlighted. */
export const HIGHLIGHT_MS = 6_000;

/**
 * Subscribes to GET /v2/admin/events (server-sent events, decisions §10). Each event refetches what
 * it changes, and the ids it names are "fresh" for a few seconds so their rows can be highlighted.
 * EventSource reconnects by itself (the server asks for 2 s); the state says whether it is live.
 */
export function useAdminEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>("connecting");
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [lastEvent, setLastEvent] = useState<AdminEvent | null>(null);
  const timers = useRef(new Map<string, number>());

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource("/v2/admin/events", { withCredentials: true });
    const pending = timers.current;
    source.onopen = () => setState("live");
    source.onerror = () => setState("reconnecting");
    source.onmessage = (message: MessageEvent<string>) => {
      let event: AdminEvent;
      try {
        event = JSON.parse(message.data) as AdminEvent;
      } catch {
        return;
      }
      setLastEvent(event);
      if (event.type.startsWith("order.")) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll });
        // An order on account changes its company's balance and statement (issue #16).
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies });
      }
      if (event.type === "quote.status_changed") {
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.quote(event.id) });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.overview });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.outboxAll });
      if (event.type.endsWith(".created")) {
        setFresh((current) => new Set(current).add(event.id));
        window.clearTimeout(pending.get(event.id));
        pending.set(
          event.id,
          window.setTimeout(() => {
            pending.delete(event.id);
            setFresh((current) => {
              const next = new Set(current);
              next.delete(event.id);
              return next;
            });
          }, HIGHLIGHT_MS),
        );
      }
    };
    return () => {
      source.close();
      for (const timer of pending.values()) window.clearTimeout(timer);
      pending.clear();
    };
  }, [enabled, queryClient]);

  return { state, fresh, lastEvent };
}
