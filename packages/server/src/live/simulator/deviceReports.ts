import type { components } from "@portico/sdk";
import { radioLayout } from "../../modules/devices/deviceConfig";
import type { RadioLayout } from "../../modules/devices/monitoringPeriods";
import type { NetworkDetail } from "../../modules/network/networkValidation";
import { scannedAccessPoints } from "./accessPoints";
import { apReportAt, systemAt } from "./apReports";
import { dhcpLog, dnsLog, siteSurvey, wifiClientLog } from "./deviceLogs";
import { hash32 } from "./prng";
import { statisticsOf } from "./statistics";

type ReportItem = components["schemas"]["ReportItem"];

/** A simulated device as its reports need it. */
export interface SimDevice {
  cuid: string;
  modelId: string;
  /** Its LAN and WAN address, and the stations on it now. */
  wanIp: string;
  stations: number;
}

/** The bands of a simulated model (iN-100 is 2.4 GHz only). */
export const bandsOf = (modelId: string): ("2.4g" | "5g")[] => (modelId === "iN-100" ? ["2.4g"] : ["2.4g", "5g"]);

/** The SSID layout a device runs, from the configuration its instructions carry. */
export function layoutOf(config: Record<string, unknown> | null, modelId: string): RadioLayout {
  return radioLayout((config ?? {}) as unknown as NetworkDetail, bandsOf(modelId));
}

/** Seconds since a simulated device booted at `t` (each device booted at its own hour of the last day). */
export const uptimeOf = (cuid: string, t: number) => 3600 + (hash32(`${cuid}/boot`) % 86400) + (t % 86400);

/**
 * What a simulated device sends for the time (from, to]: a heartbeat, its counters and access-point report at `to`
 * (or at each of `points`: a history), the access points it sees, and the DNS, wifi-client
 * and DHCP log lines of the window; a site survey of each radio when `survey`.
 * @example reportItems(device, layout, { from: now - 60, to: now, survey: true })
 */
export function reportItems(
  d: SimDevice,
  layout: RadioLayout,
  w: { from: number; to: number; points?: number[]; survey?: boolean; heartbeat?: boolean },
): ReportItem[] {
  const items: ReportItem[] =
    w.heartbeat === false
      ? []
      : [
          {
            kind: "heartbeat",
            ts: w.to,
            uptime: uptimeOf(d.cuid, w.to),
            wanIp: d.wanIp,
            system: systemAt(d.cuid, w.to),
          },
        ];
  for (const t of w.points ?? [w.to]) {
    const s = statisticsOf(d.cuid, t, d.stations);
    items.push({
      kind: "statistics",
      ts: t,
      IfCounter: {
        total: { tx: s.IfCounter.total.tx, rx: s.IfCounter.total.rx },
        "wl2.4": { tx: s.IfCounter["wl2.4"].tx, rx: s.IfCounter["wl2.4"].rx },
        wl5: { tx: s.IfCounter.wl5.tx, rx: s.IfCounter.wl5.rx },
      },
      LivingSTA: s.LivingSTA,
    });
    const { ts: _, ...report } = apReportAt(d.cuid, t, layout);
    items.push({ kind: "apReport", ts: t, report: { ts: t, ...report } });
  }
  items.push({ kind: "accessPoints", ts: w.to, accessPoints: scannedAccessPoints(d.cuid) });
  const logs = { from: w.from + 1, to: w.to };
  for (const e of dnsLog(d.cuid, logs)) items.push({ kind: "dns", ...e });
  for (const radio of ["2.4g", "5g"] as const)
    for (const e of wifiClientLog(d.cuid, radio, layout[radio], logs)) items.push({ kind: "wifiClient", ...e });
  // Oldest first, so the order within a second (DISCOVER, OFFER ...) is the order sent.
  for (const e of dhcpLog(d.cuid, logs).reverse()) items.push({ kind: "dhcp", ...e });
  if (w.survey)
    for (const radio5G of bandsOf(d.modelId).map((b) => b === "5g")) {
      const scan = siteSurvey(d.cuid, radio5G, w.to);
      items.push({ kind: "siteSurvey", ts: w.to, radio5G, entries: scan.entries });
    }
  return items;
}
