import { type ClusterConnection, ROLES } from "./clusterConnection";

/** The part of the device simulator its owner drives. */
export interface OwnedSimulator {
  start(): void;
  pause(): void;
  resume(): void;
}

/** Milliseconds between tries to take the simulator over. */
export const SIMULATOR_TAKEOVER_MS = 3000;

/**
 * Runs the simulator on one instance of the cluster only: the one holding the simulator role (a session advisory
 * lock). The others try every {@link SIMULATOR_TAKEOVER_MS}; when the owner dies its lock goes with its connection
 * and the next try takes over. A lost connection pauses the simulator here, since another instance may take it.
 * @returns `owner()` (is it this instance now) and `stop()`.
 */
export function ownSimulator(conn: ClusterConnection, sim: OwnedSimulator, everyMs = SIMULATOR_TAKEOVER_MS) {
  let owner = false;
  let started = false;
  let trying = false;
  const take = async () => {
    if (owner || trying) return;
    trying = true;
    try {
      if (!(await conn.tryRole(ROLES.simulator))) return;
      owner = true;
      if (started) sim.resume();
      else sim.start();
      started = true;
    } catch {
      // the connection is being replaced; the next try runs on the new one
    } finally {
      trying = false;
    }
  };
  const offLost = conn.onLost(() => {
    if (!owner) return;
    owner = false;
    sim.pause();
  });
  const timer = setInterval(() => void take(), everyMs);
  timer.unref();
  void take();
  return {
    owner: () => owner,
    stop() {
      clearInterval(timer);
      offLost();
    },
  };
}
