import { createPrng, hash32 } from "./prng";

/** The SSID interfaces a device reports: enabled SSIDs of each radio (at most 4), by name. */
export interface RadioLayout {
  "2.4g": string[];
  "5g": string[];
}

/** Period name -> seconds (months are 30 days). */
export const PERIOD_SECONDS: Record<string, number> = {
  "1h": 3600,
  "3h": 3 * 3600,
  "6h": 6 * 3600,
  "12h": 12 * 3600,
  "24h": 86400,
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`${d}d`, d * 86400])),
  "1w": 7 * 86400,
  "2w": 14 * 86400,
  "1m": 30 * 86400,
  "2m": 60 * 86400,
  "3m": 90 * 86400,
};

/** About 60 points a period: the step in seconds and the aligned times, oldest first. */
export function periodTimes(period: string, now: number): { step: number; times: number[]; from: number; to: number } {
  const span = PERIOD_SECONDS[period] ?? 3 * 3600;
  const step = Math.max(60, Math.floor(span / 60));
  const to = Math.floor(now / step) * step;
  const times = Array.from({ length: 60 }, (_, i) => to - (59 - i) * step);
  return { step, times, from: to - span, to };
}

// Busy in the afternoon and evening, quiet at night: a daily wave in [0.1, 1] with a per-device phase.
function load(cuid: string, t: number): number {
  const phase = (hash32(`${cuid}/phase`) % 1000) / 1000;
  return 0.55 + 0.45 * Math.sin(2 * Math.PI * (t / 86400 + phase));
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const MEM_TOTAL_K = 131072;

/**
 * The access-point report of a device at time `t` (part 1, section 3): bridge throughput, each SSID interface
 * (ra0-3, rai0-3) and CPU and memory. Pure: derived from the cuid, the time and the layout.
 * @example apReportAt("c3f9", 1795000000, { "2.4g": ["Guest"], "5g": [] }).ResUsage.cpuPerc
 */
export function apReportAt(cuid: string, t: number, layout: RadioLayout) {
  const l = load(cuid, t);
  const r = createPrng(hash32(`${cuid}/ap/${t}`));
  const size = 2 + (hash32(cuid) % 6);
  const radio = (names: string[], prefix: string, rate: number) =>
    Object.fromEntries(
      names.slice(0, 4).map((_, i) => {
        const clients = Math.max(0, Math.round((size / (i + 1)) * l * (0.7 + 0.6 * r.next())));
        return [
          `${prefix}${i}`,
          {
            txPerSec: round1(clients * rate * (0.5 + r.next())),
            rxPerSec: round1(clients * rate * 2 * (0.5 + r.next())),
            clients,
          },
        ];
      }),
    );
  const wl24 = radio(layout["2.4g"], "ra", 6000);
  const wl5 = radio(layout["5g"], "rai", 15000);
  const all = [...Object.values(wl24), ...Object.values(wl5)];
  const cpuPerc = round1(Math.min(100, 4 + 70 * l * (0.8 + 0.4 * r.next())));
  const used = Math.round(MEM_TOTAL_K * (0.3 + 0.35 * l + 0.05 * r.next()));
  return {
    ts: t,
    total: {
      br0: {
        txPerSec: round1(all.reduce((s, x) => s + x.txPerSec, 0) * 1.05),
        rxPerSec: round1(all.reduce((s, x) => s + x.rxPerSec, 0) * 1.05),
      },
    },
    "wl2.4": wl24,
    wl5,
    ResUsage: { cpuPerc, memPerc: round1((100 * used) / MEM_TOTAL_K), memK: { used, free: MEM_TOTAL_K - used } },
  };
}

export type ApReport = ReturnType<typeof apReportAt>;

/** Total memory of a simulated device in KiB. */
export const MEMORY_K = MEM_TOTAL_K;

/** Per-radio client usage over report points: clients per interface per time, and a per-SSID table. */
export function clientsUsage(reports: ApReport[], layout: RadioLayout, step: number) {
  const points = reports.map((rep) => ({
    ts: rep.ts,
    "wl2.4": Object.fromEntries(Object.entries(rep["wl2.4"]).map(([k, v]) => [k, v.clients])),
    wl5: Object.fromEntries(Object.entries(rep.wl5).map(([k, v]) => [k, v.clients])),
  }));
  const last = reports[reports.length - 1];
  const table = (key: "wl2.4" | "wl5", names: string[], prefix: string) =>
    names.slice(0, 4).map((ssid, i) => {
      const iface = `${prefix}${i}`;
      const series = reports.map((rep) => rep[key][iface]).filter((x) => x !== undefined);
      return {
        interface: iface,
        ssid,
        clients: last?.[key][iface]?.clients ?? 0,
        peakClients: Math.max(0, ...series.map((x) => x.clients)),
        txBytes: Math.round(series.reduce((s, x) => s + x.txPerSec * step, 0)),
        rxBytes: Math.round(series.reduce((s, x) => s + x.rxPerSec * step, 0)),
      };
    });
  const radios: { radio: "wl2.4" | "wl5"; ssids: ReturnType<typeof table> }[] = [
    { radio: "wl2.4", ssids: table("wl2.4", layout["2.4g"], "ra") },
  ];
  if (layout["5g"].length) radios.push({ radio: "wl5", ssids: table("wl5", layout["5g"], "rai") });
  return { points, radios };
}
