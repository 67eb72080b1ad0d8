import type { LiveDisconnect, LiveEvents } from "./liveEvents";

/** Time between regular pings (specification: ping 30 s). */
export const PING_INTERVAL_MS = 30_000;
/** Time between retries after a failed ping (retry 5 s). */
export const RETRY_INTERVAL_MS = 5_000;
/** Retries after the first failed ping of the first round. */
export const FIRST_ROUND_RETRIES = 3;
/** Retries after the first failed ping of every later round. */
export const LATER_ROUND_RETRIES = 1;
/** Delay between a websocket disconnect and the ping it triggers (websocket reconnect 5 s). */
export const RECONNECT_DELAY_MS = 5_000;
/** Text the console shows when `onLost` fires (i18n key of the same text). */
export const CONNECTION_LOST_MESSAGE = "Network connection is closed! Please reconnect to the server.";
/** Close code of a refused token: reconnecting cannot help, so it triggers no ping. */
export const LIVE_UNAUTHORIZED_CLOSE = 4401;

/** Options of {@link createConnectionMonitor}. */
export interface ConnectionMonitorOptions {
  /** One health check, e.g. `() => client.GET("/v3/services/ping")`; a rejection is a failure. */
  ping(): Promise<unknown>;
  /** Live events to watch for disconnects and to reconnect once the server answers again. */
  live?: LiveEvents;
  /** A round failed with all its retries (show 'Network connection is closed! ...'). Fires after every failed round. */
  onLost(): void;
  /** The server answered after a failure or a websocket disconnect (the websocket was re-opened already). */
  onRestored?(): void;
}

/** A running monitor; `check()` starts a round now (e.g. from a "reconnect" button). */
export interface ConnectionMonitor {
  start(): void;
  stop(): void;
  check(): void;
}

/**
 * Watches the connection to the API as the specification describes: a ping every 30 s; after a failed
 * ping retries every 5 s (3 in the first round, 1 in later rounds), then `onLost`; the next success
 * re-opens the websocket and calls `onRestored`; a websocket disconnect triggers a ping after 5 s.
 *
 * @example
 * const monitor = createConnectionMonitor({ ping: () => client.GET("/v3/services/ping"), live, onLost: showConfirm });
 * monitor.start();
 */
export function createConnectionMonitor(opts: ConnectionMonitorOptions): ConnectionMonitor {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let inFlight = false;
  let retries = 0; // retries used in the current round
  let round = 0; // 0 = first round since the last success
  let degraded = false; // a failure or disconnect happened since the last success
  let offDisconnect: (() => void) | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };

  async function run() {
    timer = undefined;
    inFlight = true;
    let ok: boolean;
    try {
      await opts.ping();
      ok = true;
    } catch {
      ok = false;
    }
    inFlight = false;
    if (!running) return;
    if (ok) {
      const wasDegraded = degraded;
      degraded = false;
      retries = 0;
      round = 0;
      schedule(PING_INTERVAL_MS);
      if (wasDegraded) {
        opts.live?.reconnect();
        opts.onRestored?.();
      }
      return;
    }
    degraded = true;
    if (retries < (round === 0 ? FIRST_ROUND_RETRIES : LATER_ROUND_RETRIES)) {
      retries++;
      schedule(RETRY_INTERVAL_MS);
      return;
    }
    retries = 0;
    round++;
    schedule(PING_INTERVAL_MS);
    opts.onLost();
  }

  function onDisconnect(info: LiveDisconnect) {
    // A failing round is already retrying; a refused token will not be fixed by reconnecting.
    if (!running || inFlight || retries > 0 || info.code === LIVE_UNAUTHORIZED_CLOSE) return;
    degraded = true;
    schedule(RECONNECT_DELAY_MS);
  }

  return {
    start() {
      if (running) return;
      running = true;
      offDisconnect = opts.live?.onDisconnect(onDisconnect);
      schedule(PING_INTERVAL_MS);
    },
    stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      offDisconnect?.();
      offDisconnect = undefined;
    },
    check() {
      if (!running || inFlight) return;
      retries = 0;
      schedule(0);
    },
  };
}
