// Business constants of part 1 section 9 (and part 3's device map) that the forms and the server share.

/** Default time zone of a business, a group or a device. */
export const DEFAULT_TIME_ZONE = "Asia/Taipei";

/** Default names of the first configuration, first device and default group. */
export const DEFAULT_FIRST_SETTING_NAME = "My First Setting";
export const DEFAULT_INODE_NAME = "My First iNode";
export const DEFAULT_INODE_GROUP_NAME = "Default iNode Group";
/** Id of the virtual group that lists devices in no group ('Unassigned Group INodes'). */
export const UNASSIGNED_GROUP_ID = -1;

/** Slots of LAN, DHCP and SSID settings a new configuration has by default (both bands). */
export const DEFAULT_SLOT_COUNT = 4;
/** Default LAN netmask and DNS servers (the spec elides them as {ip}; /24 fits 172.18.x.1). */
export const DEFAULT_LAN_MASK = "255.255.255.0";
export const DEFAULT_DNS: readonly [string, string] = ["8.8.8.8", "8.8.4.4"];
/** DHCP lease time in seconds. */
export const DEFAULT_DHCP_LEASE = 86400;
/** Default per-SSID rate limits (upload, download; kbit/s). */
export const DEFAULT_RATE_LIMIT = { upload: 1024, download: 2048 } as const;
/** Default radio channels; 0 is automatic. */
export const DEFAULT_CHANNELS = { "2.4g": 0, "5g": 161 } as const;

/**
 * Default LAN address of 1-based slot x: 172.18.x.1.
 *
 * @example
 * defaultLanAddress(2); // "172.18.2.1"
 */
export function defaultLanAddress(slot: number): string {
  return `172.18.${slot}.1`;
}

/** Site-survey channels per band and channel widths (MHz). */
export const SITE_SURVEY_CHANNELS = {
  "2.4g": Array.from({ length: 14 }, (_, i) => i + 1),
  "5g": [
    36, 40, 44, 48, 52, 56, 60, 64, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144, 149, 153, 157, 161, 165,
  ],
} as const;
export const SITE_SURVEY_WIDTHS = [20, 40, 80] as const;

/** AP statistics periods and the default one; keys read by {@link periodSeconds}. */
export const AP_STATISTICS_PERIODS = ["1h", "3h", "6h", "12h", "24h", "3d", "1w"] as const;
export const DEFAULT_AP_STATISTICS_PERIOD = "3h";
/** Most SSIDs per radio charted in AP statistics. */
export const AP_STATISTICS_MAX_SSIDS = 4;
/** Monitoring periods, as the contract's `MonitoringPeriod`: 1-24 hours, 1 to 7 days, 1 and 2 weeks, 1m-3m months. */
export const MONITORING_PERIODS = [
  ...["1h", "3h", "6h", "12h", "24h"],
  ...[1, 2, 3, 4, 5, 6, 7].map((d) => `${d}d`),
  ...["1w", "2w", "1m", "2m", "3m"],
] as readonly string[];

// Lower-case `m` is a month (30 days), as in the contract; there are no minute periods.
const UNIT_SECONDS: Record<string, number> = { h: 3600, d: 86400, w: 604800, m: 2592000 };

/**
 * Seconds of a period key ('3h', '1w', '2m'; a month counts 30 days), or null for an unknown key.
 *
 * @example
 * periodSeconds("3d"); // 259200
 */
export function periodSeconds(key: string): number | null {
  const m = /^(\d+)([hdwm])$/.exec(key);
  return m ? Number(m[1]) * (UNIT_SECONDS[m[2] ?? ""] ?? 0) : null;
}

/** iNode statistics: poll interval (ms) and rolling window size (points). */
export const STATISTICS_POLL_MS = 10_000;
export const STATISTICS_WINDOW = 50;

/** Map defaults: centre (Taipei, as the business default location), zooms, device map height and paging. */
export const MAP_DEFAULT_CENTER = { latitude: 25.033, longitude: 121.5654 } as const;
export const MAP_ZOOM = { floorPlan: 12, deviceMap: 9, addressPicker: 14 } as const;
export const DEVICE_MAP_HEIGHT = 600;
export const DEVICE_MAP_PAGE_SIZE = 50;
/** Default floor-plan layer opacity (0-100). */
export const LAYER_OPACITY_DEFAULT = 100;

/** Device status filter options (list filters, `portico inodes list --status`). */
export const INODE_STATUS_FILTERS = ["online", "offline", "unconf"] as const;
export type INodeStatusFilter = (typeof INODE_STATUS_FILTERS)[number];
