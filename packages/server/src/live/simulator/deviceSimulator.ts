import type { ServerContext } from "../../context";
import { publishDeviceEvent } from "../../modules/devices/deviceEvents";
import type { LiveMessage } from "../liveHub";
import { applyOnline, type DeviceRow, type DiscoveredDevice, type Emit, storeDiscovery } from "./deviceChanges";
import { type IngestTransport, inProcessTransport } from "./ingestTransport";
import { createPrng, type Prng } from "./prng";
import { releaseFirmware } from "./releaseFirmware";
import { SimulatedFleet } from "./simulatedFleet";

/** Options of {@link DeviceSimulator}. */
export interface SimulatorOptions {
  /** PRNG seed; default PORTICO_SIM_SEED, else 1. The same seed and data give the same events. */
  seed?: number;
  /** Milliseconds between ticks when running; default PORTICO_SIM_INTERVAL_MS, else 5000. */
  intervalMs?: number;
  /** Start paused: no timer, tests call `tick()` (startTestServer and the test harness do this). */
  paused?: boolean;
  /** Only simulate these businesses (tests); default all. */
  businessIds?: number[];
  /** How the devices reach the ingest API; default in-process (the routes' own handlers). */
  transport?: IngestTransport;
}

/** What the simulator needs of the server. */
export type SimulatorContext = Pick<ServerContext, "db" | "live" | "now">;

/** The SQL condition and parameter limiting a query to the simulated businesses. */
export interface Scope {
  sql(column: string, index: number): string;
  params: unknown[];
}

const MODELS = ["iN-100", "iN-200", "iN-300"] as const;

export { addVisitor } from "./deviceChanges";
export type { DiscoveredDevice };

/** Chance per tick that one online device of the fleet drops off (the server notices its silence). */
const OUTAGE_CHANCE = 0.06;
/** Milliseconds between two looks for debug commands while running (an owner is waiting for the answer). */
const DEBUG_ANSWER_MS = 300;
/** Chance per tick that an offline device comes back (its heartbeat through the ingest API). */
const RECOVERY_CHANCE = 0.3;

/**
 * Stands in for the hardware: discovered devices, devices going online and offline, visitors, DHCP leases,
 * events and firmware upgrades that take a few ticks and can fail; every change is stored and published to
 * the business's websocket clients only. Deterministic under a seed; `tick()` is one step.
 * @example
 * const sim = new DeviceSimulator(ctx, { seed: 7, paused: true });
 * const published = await sim.tick();
 */
export class DeviceSimulator {
  private readonly prng: Prng;
  private timer: ReturnType<typeof setInterval> | undefined;
  // Debug commands are answered within a fraction of a second: the owner's request waits for the device's answer.
  private commandTimer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private isPaused: boolean;
  private readonly intervalMs: number;
  readonly scope: Scope;
  private readonly fleet: SimulatedFleet;
  // Messages published during the running tick (in-process ingest publishes through `collect`).
  private out: LiveMessage[] | undefined;

  constructor(
    private readonly ctx: SimulatorContext,
    opts: SimulatorOptions = {},
  ) {
    this.prng = createPrng(opts.seed ?? (Number(process.env.PORTICO_SIM_SEED) || 1));
    this.intervalMs = opts.intervalMs ?? (Number(process.env.PORTICO_SIM_INTERVAL_MS) || 5000);
    this.isPaused = opts.paused ?? false;
    const ids = opts.businessIds;
    this.scope = ids
      ? { sql: (c, i) => `${c} = any($${i}::bigint[])`, params: [ids] }
      : { sql: () => "true", params: [] };
    const transport =
      opts.transport ?? inProcessTransport(ctx, (b, e) => this.emit(this.out ?? [], b, e as { type: string }));
    this.fleet = new SimulatedFleet(ctx, this.scope, this.prng, transport);
  }

  /** Starts the timer unless paused. */
  start(): void {
    if (this.isPaused || this.timer) return;
    this.timer = setInterval(() => {
      // A slow tick is not overlapped by the next one.
      this.running = this.running.then(() => this.step()).catch(() => {});
    }, this.intervalMs);
    this.timer.unref?.();
    this.commandTimer = setInterval(() => {
      this.running = this.running.then(() => this.answerDebugCommands()).catch(() => {});
    }, DEBUG_ANSWER_MS);
    this.commandTimer.unref?.();
  }

  /** The simulated devices answer their open debug commands now (a timer does it while running; tests call it). */
  answerDebugCommands(): Promise<void> {
    return this.fleet.followCommands(this.seconds(), "debug");
  }

  /** Stops the timer; `tick()` still works. */
  pause(): void {
    this.isPaused = true;
    if (this.timer) clearInterval(this.timer);
    if (this.commandTimer) clearInterval(this.commandTimer);
    this.timer = undefined;
    this.commandTimer = undefined;
  }

  /** Restarts the timer. */
  resume(): void {
    this.isPaused = false;
    this.start();
  }

  get paused(): boolean {
    return this.isPaused;
  }

  /** Stops the timer and waits for a running tick (server close). */
  async stop(): Promise<void> {
    this.pause();
    await this.running;
  }

  /** Runs one step now; resolves to the live messages it published, in order. */
  tick(): Promise<LiveMessage[]> {
    const p = this.running.then(() => this.step());
    this.running = p.catch(() => {});
    return p;
  }

  private seconds(): number {
    return Math.floor(this.ctx.now() / 1000);
  }

  /** Publishes to the business and remembers the message for `tick()`'s answer. */
  private async emit(out: LiveMessage[], businessId: number, params: { type: string } & Record<string, unknown>) {
    await publishDeviceEvent(this.ctx.live, businessId, params);
    out.push({ method: "event", params: { ...params, businessId } });
  }

  private async step(): Promise<LiveMessage[]> {
    const out: LiveMessage[] = [];
    this.out = out;
    try {
      const emit = (b: number, p: { type: string } & Record<string, unknown>) => this.emit(out, b, p);
      const now = this.seconds();
      await this.fleet.configureNewDevices(now);
      await this.fleet.followCommands(now);
      await this.outage(emit);
      await this.fleet.visitorArrives(now);
      await this.fleet.reportTelemetry(now);
      await this.welcomeNewBusinesses(emit);
      if (this.prng.chance(0.2)) {
        const [b] = await this.pickBusiness();
        if (b !== undefined) await this.discover(b, undefined, emit);
      }
    } finally {
      this.out = undefined;
    }
    return out;
  }

  // A healthy fleet: now and then one online device drops off (the server notices its silence at once), and an
  // offline one comes back by sending its heartbeat through the ingest API.
  private async outage(emit: Emit) {
    const cond = `state = 'ready' and not is_upgrading and ac is not null and ${this.scope.sql("business_id", 1)}`;
    if (this.prng.chance(RECOVERY_CHANCE)) {
      const [d] = await this.ctx.db.query<{ cuid: string }>(
        `select cuid from inodes where not online and ${cond} order by id limit 1`,
        this.scope.params,
      );
      if (d) await this.fleet.comeBack(d.cuid, this.seconds());
    }
    if (!this.prng.chance(OUTAGE_CHANCE)) return;
    const [c] = await this.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from inodes where online and ${cond}`,
      this.scope.params,
    );
    if (!c?.n) return;
    const [d] = await this.ctx.db.query<DeviceRow>(
      `select id, business_id, cuid, nickname, online, state from inodes where online and ${cond}
        order by id offset ${this.prng.int(c.n)} limit 1`,
      this.scope.params,
    );
    if (d) await applyOnline(this.ctx.db, d, false, this.seconds(), emit);
  }

  /**
   * Forces a bound device online or offline now (the dev endpoints of e2e tests), stored and published exactly
   * as a simulated flip; an `unconf` device forced online also becomes `ready`. Resolves to the published
   * messages, or null when no bound device has this cuid.
   * @example await sim.setOnline(cuid, false); // iNodeOffline + an 'offline' device event
   */
  setOnline(cuid: string, online: boolean): Promise<LiveMessage[] | null> {
    const p = this.running.then(async () => {
      const [d] = await this.ctx.db.query<DeviceRow>(
        "select id, business_id, cuid, nickname, online, state from inodes where cuid = $1",
        [cuid],
      );
      if (!d) return null;
      const out: LiveMessage[] = [];
      await applyOnline(this.ctx.db, d, online, this.seconds(), (b, m) => this.emit(out, b, m));
      return out;
    });
    this.running = p.catch(() => {});
    return p;
  }

  // A business with no device bound or waiting finds one on its network, so a newcomer's first-group wizard
  // has a device to bind (its ac is listed by GET new-inodes).
  private async welcomeNewBusinesses(emit: Emit) {
    const rows = await this.ctx.db.query<{ id: number }>(
      `select b.id from businesses b where ${this.scope.sql("b.id", 1)}
         and not exists (select 1 from inodes i where i.business_id = b.id)
         and not exists (select 1 from discovered_inodes d where d.business_id = b.id)
       order by b.id limit 20`,
      this.scope.params,
    );
    for (const r of rows) await this.discoverDevice({ businessId: r.id, modelId: "iN-200" }, emit);
  }

  private async pickBusiness(): Promise<number[]> {
    const rows = await this.ctx.db.query<{ business_id: number }>(
      `select distinct business_id from inodes where ac is not null and ${this.scope.sql("business_id", 1)} order by business_id`,
      this.scope.params,
    );
    return rows.length ? [rows[this.prng.int(rows.length)]!.business_id] : [];
  }

  /**
   * Releases a firmware version for a model: its devices in scope get the upgrade flag (iNodeNewVerAVBL).
   * @example await sim.releaseFirmware("iN-200", "jffs2", "2.2.0");
   */
  releaseFirmware(modelId: string, kind: "jffs2" | "kernel", version: string): Promise<number> {
    return releaseFirmware(this.ctx, this.scope, modelId, kind, version);
  }

  /**
   * A new device appears on a business's network (newINodeJoin); resolves to its ac.
   * @example const ac = await sim.discover(businessId, "iN-200");
   */
  async discover(
    businessId: number,
    modelId?: string,
    emit: Emit = (b, p) => publishDeviceEvent(this.ctx.live, b, p).then(() => {}),
  ): Promise<string> {
    return (await this.discoverDevice({ businessId, ...(modelId ? { modelId } : {}) }, emit)).ac;
  }

  /**
   * A new unbound device waiting to be bound: on a business's network (stored among its new iNodes, newINodeJoin
   * published there) or, without `businessId`, on no network yet (bindable by its ac from any business). A given
   * `ac` that is already discovered is discovered again (moved to this business, model kept unless given).
   * @example const d = await sim.discoverDevice({ ac: "0A1B2C3D4E5F", modelId: "iN-200" });
   */
  async discoverDevice(
    opts: { ac?: string; modelId?: string; businessId?: number | null },
    emit: Emit = (b, p) => publishDeviceEvent(this.ctx.live, b, p).then(() => {}),
  ): Promise<DiscoveredDevice> {
    // Drawn in this order whatever is stored, so that the same seed gives the same sequence.
    const drawnModel = opts.ac ? undefined : (opts.modelId ?? this.prng.pick(MODELS));
    const ac = (opts.ac ?? `0A${this.prng.hex(10)}`).toUpperCase();
    const found = await storeDiscovery(this.ctx.db, {
      ac,
      modelId: drawnModel ?? opts.modelId,
      businessId: opts.businessId ?? null,
      ts: this.seconds(),
      pickModel: () => this.prng.pick(MODELS),
    });
    if (found.businessId !== null) await emit(found.businessId, { type: "newINodeJoin", ac, modelId: found.modelId });
    return found;
  }
}
