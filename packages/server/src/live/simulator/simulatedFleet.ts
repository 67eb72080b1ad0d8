import type { components } from "@portico/sdk";
import { systemAt } from "./apReports";
import { runDebugCommand, simulatedShell } from "./debugCommand";
import { layoutOf, reportItems, uptimeOf } from "./deviceReports";
import type { Scope, SimulatorContext } from "./deviceSimulator";
import type { IngestTransport } from "./ingestTransport";
import type { Prng } from "./prng";
import { FIRST_TICK_REPORTS, isDue } from "./reportPhase";

type ReportItem = components["schemas"]["ReportItem"];

/** Chance that a finished firmware upgrade succeeds. */
export const UPGRADE_SUCCESS_RATE = 0.75;
/** Visitors a simulated device holds at most; the oldest leaves when one more arrives. */
const MAX_VISITORS = 12;

interface Visitor {
  mac: string;
  ip: string;
  ssid: string;
  ap_mac: string;
  since_ts: number;
  is_revoking: boolean;
}

interface FleetDevice {
  id: number;
  cuid: string;
  ac: string;
  model_id: string;
  wan_ip: string | null;
}

/**
 * The simulated devices' side of the ingest API: each announces itself for a credential, sends heartbeats, telemetry
 * batches, clients and guest sessions, polls its commands and answers them. Everything it knows about the server it
 * learns through the transport, and everything the server stores about it comes from its reports (or, for an
 * outage, from the simulator standing in for the server noticing silence).
 */
export class SimulatedFleet {
  private readonly auth = new Map<string, string>();
  private readonly lastReport = new Map<string, number>();
  private lastTelemetryTick: number | undefined;
  private readonly upgradeSteps = new Map<number, number>();

  constructor(
    private readonly ctx: SimulatorContext,
    private readonly scope: Scope,
    private readonly prng: Prng,
    private readonly transport: IngestTransport,
  ) {}

  private async authOf(d: { ac: string; model_id: string }): Promise<string> {
    let a = this.auth.get(d.ac);
    if (!a) {
      a = (await this.transport.announce({ ac: d.ac, modelId: d.model_id })).authorization;
      this.auth.set(d.ac, a);
    }
    return a;
  }

  // Calls the API as the device; a credential another announce rotated away (401) is renewed once, as a device does.
  private async as<T>(d: { ac: string; model_id: string }, call: (auth: string) => Promise<T>): Promise<T> {
    try {
      return await call(await this.authOf(d));
    } catch (err) {
      if ((err as { status?: number }).status !== 401) throw err;
      this.auth.delete(d.ac);
      return call(await this.authOf(d));
    }
  }

  private async send(d: FleetDevice, ts: number, items: ReportItem[], tag: string) {
    const batchId = `${tag}-${ts}-${this.prng.hex(6)}`;
    await this.as(d, (auth) => this.transport.send(auth, { batchId, items }));
  }

  private devices(where: string, extra: unknown[] = [], limit = 1000, offset = 0): Promise<FleetDevice[]> {
    return this.ctx.db.query<FleetDevice & Record<string, unknown>>(
      `select id, cuid, ac, coalesce(model_id, 'iN-200') as model_id, wan_ip from inodes
        where ac is not null and ${this.scope.sql("business_id", 1)} and ${where} order by id limit ${limit} offset ${offset}`,
      [...this.scope.params, ...extra],
    );
  }

  private heartbeat(d: FleetDevice, ts: number): ReportItem {
    const wanIp = d.wan_ip ?? `203.0.113.${1 + (d.id % 250)}`;
    return { kind: "heartbeat", ts, uptime: uptimeOf(d.cuid, ts), wanIp, system: systemAt(d.cuid, ts) };
  }

  /** Bound devices that never reported announce themselves and send their first heartbeat (ready and online). */
  async configureNewDevices(now: number): Promise<void> {
    for (const d of await this.devices("state = 'unconf'", [], 20))
      await this.send(d, now, [this.heartbeat(d, now)], "hello");
  }

  /** An offline device comes back: its heartbeat. */
  async comeBack(cuid: string, now: number): Promise<void> {
    const [d] = await this.devices(`cuid = $${this.scope.params.length + 1}`, [cuid]);
    if (d) await this.send(d, now, [this.heartbeat(d, now)], "back");
  }

  /**
   * Online devices with open commands poll them and act: an upgrade downloads, installs and then succeeds (or fails
   * 1 time in 4) over three ticks; a debug command is answered by the device's shell; a revoked visitor is dropped.
   */
  async followCommands(now: number, only?: "debug"): Promise<void> {
    const list = await this.devices(
      `online and exists (select 1 from device_commands c where c.inode_id = inodes.id and c.state in ('pending', 'sent')${only ? ` and c.type = '${only}'` : ""})`,
    );
    for (const d of list) {
      const { commands } = await this.as(d, (auth) => this.transport.instructions(auth));
      for (const c of commands) {
        if (only && c.type !== only) continue;
        if (c.type === "upgrade") {
          const step = (this.upgradeSteps.get(c.id) ?? 0) + 1;
          this.upgradeSteps.set(c.id, step);
          const state =
            step === 1
              ? "downloading"
              : step === 2
                ? "installing"
                : this.prng.chance(UPGRADE_SUCCESS_RATE)
                  ? "success"
                  : "failed";
          if (step >= 3) this.upgradeSteps.delete(c.id);
          await this.send(
            d,
            now,
            [{ kind: "upgrade", ts: now, commandId: c.id, state, percent: Math.min(100, step * 40) }],
            "upgrade",
          );
        } else if (c.type === "debug") {
          const r = runDebugCommand(
            simulatedShell({ cuid: d.cuid, ac: d.ac, wanIp: d.wan_ip, uptime: uptimeOf(d.cuid, now) }, now),
            c.command ?? "",
          );
          await this.as(d, (auth) =>
            this.transport.result(auth, c.id, { ok: r.exitCode === 0, output: r.output, exitCode: r.exitCode }),
          );
        } else {
          await this.sendClients(d, now, (v) => v.filter((x) => x.mac.toUpperCase() !== c.mac?.toUpperCase()), []);
          await this.as(d, (auth) => this.transport.result(auth, c.id, { ok: true }));
        }
      }
    }
  }

  // The device's clients now (what the server last stored, changed by `change`), sent with guest-session events.
  private async sendClients(
    d: FleetDevice,
    now: number,
    change: (v: Visitor[]) => Visitor[],
    extra: ReportItem[],
    leases: { ip: string; mac: string; name: string; expiresTs: number }[] = [],
  ): Promise<void> {
    const before = await this.ctx.db.query<Visitor & Record<string, unknown>>(
      "select mac, ip, ssid, ap_mac, since_ts, is_revoking from inode_visitors where inode_id = $1 order by since_ts, id",
      [d.id],
    );
    const after = change(before);
    const gone = before.filter((b) => !after.some((a) => a.mac === b.mac));
    const items: ReportItem[] = [
      {
        kind: "clients",
        ts: now,
        clients: after.map((v) => ({ mac: v.mac, ip: v.ip, ssid: v.ssid, apMac: v.ap_mac, sinceTs: v.since_ts })),
        leases,
      },
      ...gone.map(
        (v): ReportItem => ({
          kind: "guestSession",
          ts: now,
          event: "end",
          mac: v.mac,
          ip: v.ip,
          ssid: v.ssid,
          txBytes: (now - v.since_ts) * 2000,
          rxBytes: (now - v.since_ts) * 9000,
        }),
      ),
      ...extra,
    ];
    await this.send(d, now, items, "clients");
  }

  /** A guest signs in on a random online device (clients list, lease, auth and grant); the oldest leaves past 12. */
  async visitorArrives(now: number): Promise<void> {
    const [c] = await this.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from inodes where online and ac is not null and ${this.scope.sql("business_id", 1)}`,
      this.scope.params,
    );
    if (!c?.n) return;
    const [d] = await this.devices("online", [], 1, this.prng.int(c.n));
    if (!d) return;
    const mac = Array.from({ length: 6 }, () => this.prng.hex(2)).join(":");
    const ip = `172.18.1.${10 + this.prng.int(240)}`;
    const ssid = this.prng.pick(["Guest WiFi", "Guest WiFi 5G", "Guest WiFi-2"]);
    const apMac = `AA:BB:CC:00:${this.prng.hex(2)}:${this.prng.hex(2)}`;
    const name = `${this.prng.pick(["android", "iphone", "macbook", "ipad", "galaxy"])}-${this.prng.hex(4).toLowerCase()}`;
    const visitor: Visitor = { mac, ip, ssid, ap_mac: apMac, since_ts: now, is_revoking: false };
    await this.sendClients(
      d,
      now,
      (v) => [...v, visitor].slice(-MAX_VISITORS),
      [
        { kind: "guestSession", ts: now, event: "auth", mac, ip, ssid },
        { kind: "guestSession", ts: now, event: "grant", mac, ip, ssid, txBytes: 0, rxBytes: 0 },
        { kind: "dhcp", ts: now, event: "ACK", mac, ip, hostname: name },
      ],
      [{ ip, mac, name, expiresTs: now + 86400 }],
    );
  }

  /**
   * Devices whose last batch is a minute old send the next: heartbeat, counters, access-point report, the access
   * points they see, the log lines since, and a site survey each hour. Each device reports once a minute in its own
   * phase (`reportPhase.ts`), so 50,000 devices send about 4,200 batches a 5 s tick, evenly, and none falls behind
   * the silence job; on the first tick at most 200 report at once, the rest in their phase.
   */
  async reportTelemetry(now: number): Promise<void> {
    const list = await this.devices("online and state = 'ready'", [], 1_000_000);
    const prev = this.lastTelemetryTick;
    this.lastTelemetryTick = now;
    let due = list.filter((d) => isDue(d.cuid, this.lastReport.get(d.cuid), now, prev));
    if (prev === undefined) due = due.slice(0, FIRST_TICK_REPORTS);
    for (const d of due) {
      const { config } = await this.as(d, (auth) => this.transport.instructions(auth));
      const [v] = await this.ctx.db.query<{ n: number }>(
        "select count(*)::int as n from inode_visitors where inode_id = $1 and not is_revoking",
        [d.id],
      );
      const last = this.lastReport.get(d.cuid);
      const from = last ?? now - 300;
      const items = reportItems(
        { cuid: d.cuid, modelId: d.model_id, wanIp: d.wan_ip ?? "203.0.113.1", stations: v?.n ?? 0 },
        layoutOf(config, d.model_id),
        { from, to: now, survey: last === undefined || Math.floor(last / 3600) !== Math.floor(now / 3600) },
      );
      this.lastReport.set(d.cuid, now);
      const batch = { batchId: `telemetry-${d.cuid}-${now}`, items: items.slice(0, 1000) };
      await this.as(d, (auth) => this.transport.send(auth, batch));
    }
  }
}
