import type { components } from "@portico/sdk";

/** One stored access-point report, as the contract shows it. */
export type ApReport = components["schemas"]["ApReport"];

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
