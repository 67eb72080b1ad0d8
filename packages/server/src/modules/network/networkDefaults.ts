import {
  DEFAULT_CHANNELS,
  DEFAULT_DHCP_LEASE,
  DEFAULT_DNS,
  DEFAULT_FIRST_SETTING_NAME,
  DEFAULT_LAN_MASK,
  DEFAULT_RATE_LIMIT,
  DEFAULT_SLOT_COUNT,
  defaultLanAddress,
  defaultSsidName,
  wizardSsidName,
} from "@portico/sdk/rules";
import type { NetworkDetail, NetworkSettings } from "./networkValidation";

/** The model a configuration is for when none is given (dual WAN, dual band: both radios, 8 SSIDs). */
export const DEFAULT_MODEL_ID = "iN-200";

// SSIDs are at most 32 characters: leave room for the '-2 5G' suffixes.
const ssidBase = (businessName: string) => defaultSsidName(businessName.slice(0, 20).trim());

const slots = Array.from({ length: DEFAULT_SLOT_COUNT }, (_, i) => i + 1);

/**
 * Section 9 defaults: four LAN slots 172.18.x.1/24, four SSID slots per radio of which the first two are on
 * (the business name + ' WiFi', '-2', ' 5G'), rate limits 1024/2048, channels 0 (2.4G) and 161 (5G).
 */
export function defaultNetworkSettings(businessName: string): NetworkSettings {
  const base = ssidBase(businessName);
  const band = (b: "2.4g" | "5g") => ({
    enable: true,
    channel: DEFAULT_CHANNELS[b],
    ssid: slots.map((index) => ({
      index,
      enable: index <= 2,
      name: index <= 2 ? wizardSsidName(base, index - 1, b) : "",
      key_type: "none" as const,
      hide: false,
      rateLimit: { enable: true, ...DEFAULT_RATE_LIMIT },
    })),
  });
  return {
    wan: [{ interface: "wan0", mode: "dhcp", dhcp: {} }],
    lan: slots.map((x) => ({
      interface: `lan${x}`,
      mode: "dhcp" as const,
      vlanId: null,
      ipaddr: defaultLanAddress(x),
      netmask: DEFAULT_LAN_MASK,
      httpsAllow: false,
      blockLAN: true,
      whiteip: [],
    })),
    wifi: { "2.4g": band("2.4g"), "5g": band("5g") },
  };
}

/** The default per-device or per-group detail: default network, DHCP pools per LAN, DNS, alarms and probe. */
export function defaultNetworkDetail(businessName: string, timeZone: string): NetworkDetail {
  return {
    system: { timeZone },
    network: defaultNetworkSettings(businessName),
    splashPage: slots.map((index) => ({ index, enable: true, bypass: false, white: [], whiteDevice: [], black: [] })),
    alarm: {
      enable: false,
      enableBandwidth: false,
      offLine: true,
      temperature: { enable: false, degree: 70 },
      cpu: { enable: false, threshold: 90 },
      memory: { enable: false, threshold: 90 },
      bandwidth: [],
    },
    dns: { servers: [...DEFAULT_DNS] },
    dhcp: slots.map((x) => ({
      interface: `lan${x}`,
      enable: true,
      start: defaultLanAddress(x).replace(/\.1$/, ".100"),
      end: defaultLanAddress(x).replace(/\.1$/, ".200"),
      leaseTime: DEFAULT_DHCP_LEASE,
    })),
    endpoint: { probe: { enable: false, url: [] } },
  };
}

/** What the first configuration wizard starts from ('My First Setting'). */
export function firstConfigGroupDefaults(businessName: string, timeZone: string) {
  return {
    name: DEFAULT_FIRST_SETTING_NAME,
    network: defaultNetworkSettings(businessName),
    system: { timeZone },
    activities: {},
    portalType: "activity" as const,
    radius: null,
    timeZone,
    modelId: DEFAULT_MODEL_ID,
    configurationId: null,
  };
}
