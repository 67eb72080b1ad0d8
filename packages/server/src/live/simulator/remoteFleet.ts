import type { components } from "@portico/sdk";
import { runDebugCommand, simulatedShell } from "./debugCommand";
import { layoutOf, reportItems, uptimeOf } from "./deviceReports";
import type { IngestTransport } from "./ingestTransport";
import { createPrng, type Prng } from "./prng";
import { isDue } from "./reportPhase";

type ReportItem = components["schemas"]["ReportItem"];

interface RemoteDevice {
  ac: string;
  modelId: string;
  auth: string;
  cuid: string | null;
  config: Record<string, unknown> | null;
  lastReport: number | undefined;
  upgrades: Map<number, number>;
  stations: number;
}

/**
 * Simulated devices that know the server only through the ingest API (a simulator in its own process:
 * `npm run simulate`): each announces itself, polls its instructions every report, sends a telemetry batch every
 * `reportEverySeconds` once bound, and answers its commands. Nothing is read from the database.
 * @example const fleet = await RemoteFleet.announce(httpTransport(url, devToken), acs); await fleet.tick(now);
 */
export class RemoteFleet {
  private readonly prng: Prng;
  private lastTick: number | undefined;

  private constructor(
    private readonly transport: IngestTransport,
    readonly devices: RemoteDevice[],
    seed: number,
    private readonly reportEverySeconds: number,
  ) {
    this.prng = createPrng(seed);
  }

  /** Announces every device (model iN-200 unless given) and keeps its credential. */
  static async announce(
    transport: IngestTransport,
    acs: string[],
    o: { modelId?: string; seed?: number; reportEverySeconds?: number } = {},
  ): Promise<RemoteFleet> {
    const devices: RemoteDevice[] = [];
    for (const ac of acs) {
      const modelId = o.modelId ?? "iN-200";
      const c = await transport.announce({ ac, modelId });
      devices.push({
        ac: c.deviceId,
        modelId,
        auth: c.authorization,
        cuid: c.cuid,
        config: null,
        lastReport: undefined,
        upgrades: new Map(),
        stations: 0,
      });
    }
    return new RemoteFleet(transport, devices, o.seed ?? 1, o.reportEverySeconds ?? 60);
  }

  /**
   * One step at `now` (epoch seconds): every device due polls, reports and answers its commands. A device reports
   * once every `reportEverySeconds` in its own phase (`reportPhase.ts`), so the fleet's batches spread evenly over the
   * period; on the first tick every device announces itself with a report.
   */
  async tick(now: number): Promise<{ batches: number; items: number }> {
    let batches = 0;
    let items = 0;
    const prev = this.lastTick;
    this.lastTick = now;
    for (const d of this.devices) {
      if (!isDue(d.ac, d.lastReport, now, prev, this.reportEverySeconds)) continue;
      const ins = await this.transport.instructions(d.auth);
      d.cuid = ins.cuid;
      d.config = ins.config;
      const list: ReportItem[] = d.cuid
        ? this.telemetry(d, now)
        : [{ kind: "heartbeat", ts: now, uptime: uptimeOf(d.ac, now) }];
      for (const c of ins.commands) list.push(...(await this.follow(d, c, now)));
      d.lastReport = now;
      const r = await this.transport.send(d.auth, { batchId: `${d.ac}-${now}`, items: list });
      batches++;
      items += r.accepted;
    }
    return { batches, items };
  }

  private telemetry(d: RemoteDevice, now: number): ReportItem[] {
    d.stations = Math.max(0, Math.min(12, d.stations + this.prng.int(3) - 1));
    return reportItems(
      { cuid: d.cuid!, modelId: d.modelId, wanIp: "198.51.100.7", stations: d.stations },
      layoutOf(d.config, d.modelId),
      {
        from: d.lastReport ?? now - 300,
        to: now,
        survey: d.lastReport === undefined || Math.floor(d.lastReport / 3600) !== Math.floor(now / 3600),
      },
    ).slice(0, 990);
  }

  // A command's effect: upgrade progress items (three polls), or a result sent now.
  private async follow(d: RemoteDevice, c: components["schemas"]["DeviceCommand"], now: number): Promise<ReportItem[]> {
    if (c.type === "upgrade") {
      const step = (d.upgrades.get(c.id) ?? 0) + 1;
      d.upgrades.set(c.id, step);
      const state =
        step === 1 ? "downloading" : step === 2 ? "installing" : this.prng.chance(0.75) ? "success" : "failed";
      return [{ kind: "upgrade", ts: now, commandId: c.id, state }];
    }
    const r =
      c.type === "debug"
        ? runDebugCommand(
            simulatedShell({ cuid: d.cuid ?? d.ac, ac: d.ac, wanIp: "198.51.100.7", uptime: uptimeOf(d.ac, now) }, now),
            c.command ?? "",
          )
        : { output: "", exitCode: 0 };
    await this.transport.result(d.auth, c.id, { ok: r.exitCode === 0, output: r.output, exitCode: r.exitCode });
    return [];
  }
}
