import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { publishDeviceEvent, recordDeviceEvent } from "../../modules/devices/deviceEvents";
import type { LiveMessage } from "../liveHub";
import { createPrng, type Prng } from "./prng";
import { releaseFirmware, runUpgrades } from "./upgrades";

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
}

/** What the simulator needs of the server. */
export type SimulatorContext = Pick<ServerContext, "db" | "live" | "now">;

/** The SQL condition and parameter limiting a query to the simulated businesses. */
export interface Scope {
  sql(column: string, index: number): string;
  params: unknown[];
}

const MODELS = ["iN-100", "iN-200", "iN-300"] as const;
const MAX_VISITORS = 12;

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
  private running: Promise<unknown> = Promise.resolve();
  private isPaused: boolean;
  private readonly intervalMs: number;
  readonly scope: Scope;

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
  }

  /** Starts the timer unless paused. */
  start(): void {
    if (this.isPaused || this.timer) return;
    this.timer = setInterval(() => {
      // A slow tick is not overlapped by the next one.
      this.running = this.running.then(() => this.step()).catch(() => {});
    }, this.intervalMs);
    this.timer.unref?.();
  }

  /** Stops the timer; `tick()` still works. */
  pause(): void {
    this.isPaused = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
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
    const emit = (b: number, p: { type: string } & Record<string, unknown>) => this.emit(out, b, p);
    await this.finishRevokes();
    await this.configureNewDevices(emit);
    await runUpgrades(this.ctx, this.scope, this.prng, emit);
    await this.flipOne(emit);
    await this.visitorsCome();
    if (this.prng.chance(0.2)) {
      const [b] = await this.pickBusiness();
      if (b !== undefined) await this.discover(b, undefined, emit);
    }
    return out;
  }

  // Revoked visitors are dropped by the device on its next report.
  private async finishRevokes() {
    await this.ctx.db.query(
      `delete from inode_visitors v using inodes i where i.id = v.inode_id and v.is_revoking and ${this.scope.sql("i.business_id", 1)}`,
      this.scope.params,
    );
  }

  // Bound devices that never reported come online configured.
  private async configureNewDevices(emit: (b: number, p: { type: string } & Record<string, unknown>) => Promise<void>) {
    const now = this.seconds();
    const rows = await this.ctx.db.query<{ id: number; business_id: number; cuid: string; nickname: string | null }>(
      `update inodes set state = 'ready', online = true, last_seen_ts = $1, updated_ts = $1,
         wan_ip = '203.0.113.' || (1 + id % 250)
       where id in (select id from inodes where state = 'unconf' and ac is not null and ${this.scope.sql("business_id", 2)}
                    order by id limit 20)
       returning id, business_id, cuid, nickname`,
      [now, ...this.scope.params],
    );
    for (const r of rows.sort((a, b) => a.id - b.id)) {
      await recordDeviceEvent(this.ctx.db, {
        businessId: r.business_id,
        inodeId: r.id,
        cuid: r.cuid,
        nickname: r.nickname,
        type: "online",
        message: "iNode configured and online",
        ts: now,
      });
      await emit(r.business_id, { type: "iNodeStatusChange", cuid: r.cuid, state: "ready" });
      await emit(r.business_id, { type: "iNodeOnline", cuid: r.cuid });
    }
  }

  // One configured device (not upgrading) goes offline or comes back.
  private async flipOne(emit: (b: number, p: { type: string } & Record<string, unknown>) => Promise<void>) {
    const cond = `state = 'ready' and not is_upgrading and ${this.scope.sql("business_id", 1)}`;
    const [c] = await this.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from inodes where ${cond}`,
      this.scope.params,
    );
    if (!c?.n) return;
    const [d] = await this.ctx.db.query<{
      id: number;
      business_id: number;
      cuid: string;
      nickname: string | null;
      online: boolean;
    }>(
      `select id, business_id, cuid, nickname, online from inodes where ${cond} order by id offset ${this.prng.int(c.n)} limit 1`,
      this.scope.params,
    );
    if (!d) return;
    const now = this.seconds();
    const online = !d.online;
    await this.ctx.db.query(
      `update inodes set online = $2, updated_ts = $3, last_seen_ts = case when $2 then $3 else last_seen_ts end where id = $1`,
      [d.id, online, now],
    );
    await recordDeviceEvent(this.ctx.db, {
      businessId: d.business_id,
      inodeId: d.id,
      cuid: d.cuid,
      nickname: d.nickname,
      type: online ? "online" : "offline",
      level: online ? "info" : "warning",
      message: online ? "iNode came back online" : "iNode went offline",
      ts: now,
    });
    await emit(d.business_id, { type: online ? "iNodeOnline" : "iNodeOffline", cuid: d.cuid });
  }

  // A visitor authenticates on a random online device (with its DHCP lease), or the oldest one leaves.
  private async visitorsCome() {
    const cond = `online and ${this.scope.sql("business_id", 1)}`;
    const [c] = await this.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from inodes where ${cond}`,
      this.scope.params,
    );
    if (!c?.n) return;
    const [d] = await this.ctx.db.query<{ id: number; visitors: number }>(
      `select id, (select count(*)::int from inode_visitors v where v.inode_id = inodes.id) as visitors
         from inodes where ${cond} order by id offset ${this.prng.int(c.n)} limit 1`,
      this.scope.params,
    );
    if (!d) return;
    await addVisitor(this.ctx.db, this.prng, d.id, this.seconds());
    if (d.visitors >= MAX_VISITORS) {
      await this.ctx.db.query(
        "delete from inode_visitors where id = (select id from inode_visitors where inode_id = $1 order by since_ts, id limit 1)",
        [d.id],
      );
    }
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
    emit: (b: number, p: { type: string } & Record<string, unknown>) => Promise<void> = (b, p) =>
      publishDeviceEvent(this.ctx.live, b, p).then(() => {}),
  ): Promise<string> {
    const model = modelId ?? this.prng.pick(MODELS);
    const ac = `0A${this.prng.hex(10)}`;
    await this.ctx.db.query(
      `insert into discovered_inodes (ac, business_id, model_id, discovered_ts) values ($1, $2, $3, $4) on conflict (ac) do nothing`,
      [ac, businessId, model, this.seconds()],
    );
    await emit(businessId, { type: "newINodeJoin", ac, modelId: model });
    return ac;
  }
}

/** Adds one authenticated visitor and its DHCP lease to a device (the simulator and the demo seed). */
export async function addVisitor(db: Queryable, prng: Prng, inodeId: number, now: number): Promise<void> {
  const mac = Array.from({ length: 6 }, () => prng.hex(2)).join(":");
  const ip = `172.18.1.${10 + prng.int(240)}`;
  const ssid = prng.pick(["Guest WiFi", "Guest WiFi 5G", "Guest WiFi-2"]);
  const apMac = `AA:BB:CC:00:${prng.hex(2)}:${prng.hex(2)}`;
  const name = `${prng.pick(["android", "iphone", "macbook", "ipad", "galaxy"])}-${prng.hex(4).toLowerCase()}`;
  await db.query(
    "insert into inode_visitors (inode_id, mac, ip, ssid, ap_mac, since_ts) values ($1, $2, $3, $4, $5, $6)",
    [inodeId, mac, ip, ssid, apMac, now],
  );
  await db.query(
    "insert into inode_dhcp_leases (inode_id, ip, mac, name, ts, expires_ts) values ($1, $2, $3, $4, $5, $6)",
    [inodeId, ip, mac, name, now, now + 86400],
  );
}
