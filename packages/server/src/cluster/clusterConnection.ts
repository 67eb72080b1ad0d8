import { randomInt } from "node:crypto";
import pg from "pg";

/** The first key of every Portico advisory lock of the cluster (`pg_advisory_lock(int, int)`): "PRTC". */
export const CLUSTER_LOCK_SPACE = 0x50525443;
/** Second keys below this are roles (one holder in the cluster); instance keys are above it. */
const ROLE_KEYS_BELOW = 1000;
/** Roles held by one instance at a time: the simulator, and the set-up (seed, queue schema) of a starting instance. */
export const ROLES = { simulator: 1, setup: 2 } as const;

/** The channel of live events between instances. */
export const LIVE_CHANNEL = "portico_live";

/** Options of {@link ClusterConnection}. */
export interface ClusterConnectionOptions {
  /** A NOTIFY on {@link LIVE_CHANNEL} from any instance, this one included. */
  onNotify(payload: string): void;
}

/**
 * This instance's own PostgreSQL connection, beside the pool: it LISTENs for live events and holds session advisory
 * locks, which PostgreSQL releases the moment the connection ends (a killed process, a lost host). One lock is the
 * instance's own key (it says "alive"; jobs name their runner by it), the others are roles such as the simulator.
 * Reconnects with a growing delay (0.5 s to 5 s) and takes its instance lock and LISTEN again.
 */
export class ClusterConnection {
  /** This instance's key: the second half of its advisory lock, and `jobs.runner` of the jobs it runs. */
  readonly instanceKey = randomInt(ROLE_KEYS_BELOW, 2 ** 31 - 1);
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = 500;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly lostHandlers = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly opts: ClusterConnectionOptions,
  ) {}

  /** Connects, takes the instance lock and LISTENs; rejects when the first connection fails. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    // The process id in application_name lets an operator (and the two-instance test) see who holds what.
    const client = new pg.Client({ connectionString: this.url, application_name: `portico-instance-${process.pid}` });
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    client.on("notification", (n) => {
      if (n.channel === LIVE_CHANNEL && n.payload) this.opts.onNotify(n.payload);
    });
    try {
      await client.connect();
      await client.query("select pg_advisory_lock($1, $2)", [CLUSTER_LOCK_SPACE, this.instanceKey]);
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners("end");
      await client.end().catch(() => {});
      throw err;
    }
    this.client = client;
    this.retryMs = 500;
  }

  /** Runs `fn` whenever the connection is lost: every role and the instance lock are gone with it. */
  onLost(fn: () => void): () => void {
    this.lostHandlers.add(fn);
    return () => this.lostHandlers.delete(fn);
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    for (const fn of this.lostHandlers) fn();
    if (!this.closed) this.reconnectLater();
  }

  private reconnectLater(): void {
    this.timer = setTimeout(() => {
      this.connect().catch(() => {
        this.retryMs = Math.min(this.retryMs * 2, 5000);
        if (!this.closed) this.reconnectLater();
      });
    }, this.retryMs);
    this.timer.unref();
  }

  /** True while connected (the instance lock is held). */
  get connected(): boolean {
    return this.client !== undefined;
  }

  /** Tries to take a role without waiting; true when this instance holds it now (taking it twice is harmless). */
  async tryRole(role: number): Promise<boolean> {
    const c = this.client;
    if (!c) return false;
    const [row] = (
      await c.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [CLUSTER_LOCK_SPACE, role])
    ).rows;
    return row?.ok === true;
  }

  /** Gives a role back (its holder stopped first). */
  async releaseRole(role: number): Promise<void> {
    await this.client?.query("select pg_advisory_unlock($1, $2)", [CLUSTER_LOCK_SPACE, role]).catch(() => undefined);
  }

  /**
   * Runs `fn` while holding `role`, waiting for another instance that holds it (the demo seed of instances that
   * start together runs once). Without a connection it just runs `fn`.
   */
  async withRole<T>(role: number, fn: () => Promise<T>): Promise<T> {
    const c = this.client;
    if (!c) return fn();
    await c.query("select pg_advisory_lock($1, $2)", [CLUSTER_LOCK_SPACE, role]);
    try {
      return await fn();
    } finally {
      await c.query("select pg_advisory_unlock($1, $2)", [CLUSTER_LOCK_SPACE, role]).catch(() => undefined);
    }
  }

  /** Closes the connection: every lock it held is released. */
  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => {});
  }
}

/**
 * The SQL that lists the instance keys alive now (their advisory locks are held), for `runner not in (...)`.
 * @example `select id from jobs where runner not in (${ALIVE_INSTANCES_SQL})`
 */
export const ALIVE_INSTANCES_SQL = `select objid::bigint from pg_locks
  where locktype = 'advisory' and classid = ${CLUSTER_LOCK_SPACE} and objsubid = 2 and granted and objid >= ${ROLE_KEYS_BELOW}`;
