import { createConnectionMonitor, type ConnectionMonitor as Monitor } from "@portico/sdk/live";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { usePortico } from "../provider/context";
import { Confirm } from "../ui/Confirm";

/** Props of {@link ConnectionMonitor}. */
export interface ConnectionMonitorProps {
  /** Runs once the server answers again; default: refetch every query the page shows. */
  onRestored?(): void;
}

/**
 * Watches the API connection the way the specification asks for the iNode group screens (ping every 30 s,
 * retries every 5 s, websocket disconnects checked after 5 s) and asks 'Network connection is closed! Please
 * reconnect to the server.' when a round fails. Instead of the old full page reload, a restored connection
 * re-opens the websocket and refetches the page's data, so nothing on screen is lost.
 *
 * @example <ConnectionMonitor />
 */
export function ConnectionMonitor({ onRestored }: ConnectionMonitorProps) {
  const { client, live, t } = usePortico();
  const queryClient = useQueryClient();
  const [lost, setLost] = useState(false);
  const monitor = useRef<Monitor | null>(null);
  const restored = useRef(onRestored);
  restored.current = onRestored;

  useEffect(() => {
    const m = createConnectionMonitor({
      ping: () => client.GET("/v3/services/ping"),
      live: live() ?? undefined,
      onLost: () => setLost(true),
      onRestored: () => {
        setLost(false);
        if (restored.current) restored.current();
        else void queryClient.invalidateQueries();
      },
    });
    monitor.current = m;
    m.start();
    return () => m.stop();
  }, [client, live, queryClient]);

  return (
    <Confirm
      open={lost}
      message={t("Network connection is closed! Please reconnect to the server.")}
      onConfirm={() => {
        setLost(false);
        monitor.current?.check();
      }}
      onCancel={() => setLost(false)}
    />
  );
}
