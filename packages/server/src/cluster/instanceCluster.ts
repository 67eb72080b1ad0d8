import type { Db } from "../db/db";
import type { JobQueue } from "../jobs/jobQueue";
import type { LiveHub } from "../live/liveHub";
import { ALIVE_INSTANCES_SQL, ClusterConnection } from "./clusterConnection";
import { LiveFanout, livePayloadPruning } from "./liveFanout";
import { type OwnedSimulator, ownSimulator } from "./simulatorOwner";

/** Milliseconds between sweeps for the running jobs of dead instances. */
export const ORPHAN_SWEEP_MS = 3000;

/** This instance's part in a cluster of instances sharing one PostgreSQL. */
export interface InstanceCluster {
  connection: ClusterConnection;
  fanout: LiveFanout;
  /** Takes part with the job queue (started): its periodic prune, and the sweep for dead instances' jobs. */
  joinJobs(jobs: JobQueue, db: Db, now: () => number): void;
  /** Runs the simulator while this instance holds the simulator role. */
  ownSimulator(sim: OwnedSimulator): void;
  /** True while this instance runs the simulator (tests, /dev/). */
  simulatorOwner(): boolean;
  stop(): Promise<void>;
}

/**
 * Connects an instance to its cluster on PostgreSQL: its LISTEN connection and instance lock, the live fan-out
 * into `live`, and later (see the methods) the job sweep and the simulator role.
 * @example
 * const cluster = await joinCluster(databaseUrl, db, live, now);
 */
export async function joinCluster(url: string, db: Db, live: LiveHub, now: () => number): Promise<InstanceCluster> {
  let fanout: LiveFanout | undefined;
  const connection = new ClusterConnection(url, { onNotify: (p) => fanout?.onNotify(p) });
  fanout = new LiveFanout(db, live, connection.instanceKey, now);
  await connection.start();
  live.setTransport(fanout);
  const stops: (() => void)[] = [];
  let sim: ReturnType<typeof ownSimulator> | undefined;
  return {
    connection,
    fanout,
    joinJobs(jobs, database, clock) {
      jobs.every(livePayloadPruning(database, clock));
      const sweep = setInterval(() => {
        if (connection.connected)
          jobs.reapOrphans(ALIVE_INSTANCES_SQL).catch((err: unknown) => console.error("job sweep:", err));
      }, ORPHAN_SWEEP_MS);
      sweep.unref();
      stops.push(() => clearInterval(sweep));
    },
    ownSimulator(s) {
      sim = ownSimulator(connection, s);
      stops.push(() => sim?.stop());
    },
    simulatorOwner: () => sim?.owner() ?? false,
    async stop() {
      for (const stop of stops) stop();
      live.setTransport(undefined);
      await connection.stop();
    },
  };
}
