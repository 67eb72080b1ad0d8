import type { LiveMessage } from "@portico/sdk/live";
import { useEffect, useRef } from "react";
import { usePortico } from "./context";

/**
 * Calls `handler` for every live-events frame of the given type(s) while the component is mounted. The
 * provider opens one websocket, lazily, for all subscribers; nothing happens when live events are off.
 *
 * @example
 * useLiveEvent(["iNodeOnline", "iNodeOffline"], () => queryClient.invalidateQueries({ queryKey: devicesKeys.scoped(bid) }));
 */
export function useLiveEvent(types: string | readonly string[], handler: (message: LiveMessage) => void): void {
  const { live } = usePortico();
  // The latest handler, so an inline arrow does not resubscribe on every render.
  const ref = useRef(handler);
  ref.current = handler;
  const key = typeof types === "string" ? types : types.join(",");
  useEffect(() => {
    const events = live();
    if (!events) return;
    const offs = key.split(",").map((type) => events.on(type, (m) => ref.current(m)));
    return () => {
      for (const off of offs) off();
    };
  }, [live, key]);
}
