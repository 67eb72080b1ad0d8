import type { Queryable } from "../../db/db";
import { businessBasics } from "../network/configGroups";
import { defaultNetworkDetail } from "../network/networkDefaults";
import type { NetworkDetail } from "../network/networkValidation";
import type { RadioLayout } from "./monitoringPeriods";

/** Where a device's effective configuration comes from (the contract's INodeNetworkConfig.source). */
export type ConfigSource = "device" | "group" | "configGroup" | "default";

/** A device as the monitoring and configuration routes need it. */
export interface DeviceFacts {
  id: number;
  business_id: number;
  cuid: string;
  ac: string | null;
  model_id: string | null;
  group_id: number | null;
  online: boolean;
  wan_ip: string | null;
  jffs2_version: string | null;
  kernel_version: string | null;
  created_ts: number;
  last_seen_ts: number | null;
  /** When it last went offline (its latest 'offline' event), null if never. */
  offline_ts: number | null;
  network_config: NetworkDetail | null;
  network_config_ts: number | null;
}

/** Loads a bound device by cuid (the route's guard has already proven access). */
export async function deviceFacts(db: Queryable, cuid: string): Promise<DeviceFacts> {
  const [d] = await db.query<DeviceFacts & Record<string, unknown>>(
    `select id, business_id, cuid, ac, model_id, group_id, online, wan_ip, jffs2_version, kernel_version, created_ts,
       last_seen_ts, network_config, network_config_ts,
       (select max(ts) from device_events e where e.inode_id = inodes.id and e.type = 'offline') as offline_ts
     from inodes where cuid = $1`,
    [cuid],
  );
  if (!d) throw new Error(`iNode ${cuid} vanished`);
  return d;
}

const isEmpty = (o: object | null | undefined) => !o || Object.keys(o).length === 0;

/**
 * The configuration a device runs: its own saved one, else its iNode group's detail, else the group's
 * configuration group (system and network), else the defaults of a new configuration.
 */
export async function effectiveConfig(
  db: Queryable,
  d: DeviceFacts,
): Promise<{ source: ConfigSource; updatedTs: number | null; detail: NetworkDetail }> {
  if (d.network_config) return { source: "device", updatedTs: d.network_config_ts, detail: d.network_config };
  if (d.group_id !== null) {
    const [g] = await db.query<{
      detail: NetworkDetail;
      network: NetworkDetail["network"] | null;
      system: object | null;
    }>(
      `select g.detail, c.network, c.system from inode_groups g left join config_groups c on c.id = g.configuration_id
        where g.id = $1`,
      [d.group_id],
    );
    if (g && !isEmpty(g.detail)) return { source: "group", updatedTs: null, detail: g.detail };
    if (g?.network) {
      return {
        source: "configGroup",
        updatedTs: null,
        detail: { system: (g.system ?? {}) as NetworkDetail["system"], network: g.network },
      };
    }
  }
  const b = await businessBasics(db, d.business_id);
  return { source: "default", updatedTs: null, detail: defaultNetworkDetail(b.name, b.timeZone) };
}

/** The bands a model has (iN-100 is 2.4 GHz only). */
export async function modelBands(db: Queryable, modelId: string | null): Promise<("2.4g" | "5g")[]> {
  if (!modelId) return ["2.4g", "5g"];
  const [m] = await db.query<{ description: { wifi?: { bands?: ("2.4g" | "5g")[] } } }>(
    "select description from inode_models where id = $1",
    [modelId],
  );
  return m?.description.wifi?.bands ?? ["2.4g", "5g"];
}

/** The SSID interfaces a device reports: the enabled SSIDs of each of its bands, at most 4 a radio. */
export function radioLayout(detail: NetworkDetail, bands: ("2.4g" | "5g")[]): RadioLayout {
  const names = (band: "2.4g" | "5g") => {
    if (!bands.includes(band)) return [];
    const b = detail.network?.wifi?.[band];
    if (b?.enable === false) return [];
    const ssids = (b?.ssid ?? []).filter((s) => s.enable).map((s) => s.name || `SSID-${s.index}`);
    return (ssids.length ? ssids : [band === "5g" ? "Guest WiFi 5G" : "Guest WiFi"]).slice(0, 4);
  };
  return { "2.4g": names("2.4g"), "5g": names("5g") };
}

/** The device's base MAC from its ac (12 hex digits), colon-separated. */
export function macOf(d: Pick<DeviceFacts, "ac" | "cuid">): string {
  const hex = (d.ac ?? d.cuid.padEnd(12, "0")).slice(0, 12).toUpperCase();
  return hex.match(/../g)!.join(":");
}

/** The MAC a few steps above the base one (each SSID has its own BSSID). */
export function macPlus(mac: string, n: number): string {
  const v = (Number.parseInt(mac.replace(/:/g, ""), 16) + n) % 2 ** 48;
  return v.toString(16).toUpperCase().padStart(12, "0").match(/../g)!.join(":");
}

/**
 * The window a device has data for: from its binding, and until now (online) or until it went offline.
 * Reports outside it do not exist (a device reports nothing while offline).
 */
export function liveSpan(d: DeviceFacts, now: number): { from: number; to: number } {
  return { from: d.created_ts, to: d.online ? now : Math.max(d.created_ts, d.offline_ts ?? d.created_ts) };
}
