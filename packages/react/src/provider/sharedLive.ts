import type { GetToken } from "@portico/sdk";
import { createLiveEvents, type LiveEvents } from "@portico/sdk/live";

/** A live-events connection opened on first use and closed with its provider. */
export interface SharedLive {
  /** The connection (opened now if needed), or null when live events are off or there is no token. */
  get(): LiveEvents | null;
  close(): void;
}

/**
 * One websocket per provider, shared by every widget. `source` is a host-made connection (used as is, never
 * closed here), `false` (off), or `true` (open one on first use with the provider's token).
 */
export function createSharedLive(
  source: boolean | LiveEvents,
  baseUrl: string,
  getToken: GetToken,
  hasToken: () => boolean,
): SharedLive {
  let own: LiveEvents | undefined;
  return {
    get() {
      if (source === false) return null;
      if (source !== true) return source;
      // Without a token the server would refuse the socket (4401); wait until signed in.
      if (!own && !hasToken()) return null;
      own ??= createLiveEvents({ baseUrl: baseUrl || window.location.origin, getToken });
      return own;
    },
    close() {
      own?.close();
      own = undefined;
    },
  };
}
