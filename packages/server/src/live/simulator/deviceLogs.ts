import { createPrng, hash32, type Prng } from "./prng";

// Log entries are generated per 5-minute bucket from a PRNG seeded by (cuid, kind, bucket): the same device
// and time always give the same entries, and nothing is stored.
const BUCKET = 300;
const DOMAINS = [
  "www.google.com",
  "graph.facebook.com",
  "i.instagram.com",
  "api.line.me",
  "www.youtube.com",
  "time.apple.com",
  "connectivitycheck.gstatic.com",
  "www.portico.dev",
  "news.ycombinator.com",
  "cdn.jsdelivr.net",
  "tracker.invalid",
] as const;
const HOSTS = ["android", "iphone", "macbook", "ipad", "galaxy", "pixel", "thinkpad"] as const;
const NEIGHBOURS = [
  "7-ELEVEN Free",
  "FamilyMart",
  "iTaiwan",
  "CHT Wi-Fi(HiNet)",
  "TPE-Free",
  "Lobby-AP",
  "",
  "HP-Print-42",
];
const CHANNELS_24 = [1, 6, 11, 1, 6, 11, 3, 9, 13] as const;
const CHANNELS_5 = [36, 40, 44, 48, 52, 100, 149, 153, 157, 161, 165] as const;

/** A log window: entries with from <= ts <= to. */
export interface Window {
  from: number;
  to: number;
}

/** One simulated client of a device: stable MAC, IP and host name derived from the cuid. */
export function clientOf(cuid: string, i: number): { mac: string; ip: string; hostname: string } {
  const r = createPrng(hash32(`${cuid}/client/${i}`));
  const mac = ["3C", ...Array.from({ length: 5 }, () => r.hex(2))].join(":");
  return { mac, ip: `172.18.1.${10 + i}`, hostname: `${r.pick(HOSTS)}-${r.hex(4).toLowerCase()}` };
}

const CLIENTS = 16;

function eachBucket<T>(cuid: string, kind: string, w: Window, make: (r: Prng, start: number) => T[]): T[] {
  const out: T[] = [];
  for (let b = Math.floor(w.from / BUCKET); b * BUCKET <= w.to; b++) {
    out.push(...make(createPrng(hash32(`${cuid}/${kind}/${b}`)), b * BUCKET));
  }
  return out;
}

const inWindow = (w: Window) => (e: { ts: number }) => e.ts >= w.from && e.ts <= w.to;
const newestFirst = (a: { ts: number }, b: { ts: number }) => b.ts - a.ts;

/** DNS queries of the device's clients in the window, newest first. */
export function dnsLog(cuid: string, w: Window) {
  return eachBucket(cuid, "dns", w, (r, start) =>
    Array.from({ length: r.int(5) }, () => {
      const c = clientOf(cuid, r.int(CLIENTS));
      const domain = r.pick(DOMAINS);
      const type = r.pick(["A", "A", "A", "AAAA", "HTTPS", "CNAME"] as const);
      const missing = domain.endsWith(".invalid");
      return {
        ts: start + r.int(BUCKET),
        clientMac: c.mac,
        clientIp: c.ip,
        domain,
        type,
        result: missing ? ("NXDOMAIN" as const) : ("NOERROR" as const),
        answer: missing
          ? null
          : type === "AAAA"
            ? `2001:db8::${r.hex(4).toLowerCase()}`
            : `93.184.${r.int(256)}.${r.int(256)}`,
      };
    }),
  )
    .filter(inWindow(w))
    .sort(newestFirst);
}

/** Stations joining and leaving the SSIDs (names by index) of one radio, newest first. */
export function wifiClientLog(cuid: string, radio: "2.4g" | "5g", ssids: string[], w: Window) {
  if (!ssids.length) return [];
  return eachBucket(cuid, `wifi/${radio}`, w, (r, start) =>
    Array.from({ length: r.int(3) }, () => {
      const c = clientOf(cuid, r.int(CLIENTS));
      const idx = r.int(Math.min(ssids.length, 4));
      return {
        ts: start + r.int(BUCKET),
        mac: c.mac,
        ssid: ssids[idx]!,
        radio,
        interface: `${radio === "5g" ? "rai" : "ra"}${idx}`,
        event: r.chance(0.6) ? ("associated" as const) : ("disassociated" as const),
        signal: -35 - r.int(50),
        txRate: radio === "5g" ? 150 + r.int(717) : 24 + r.int(120),
        rxRate: radio === "5g" ? 100 + r.int(500) : 12 + r.int(110),
      };
    }),
  )
    .filter(inWindow(w))
    .sort(newestFirst);
}

/** DHCP messages of the device's server (handshakes and releases), newest first. */
export function dhcpLog(cuid: string, w: Window) {
  return eachBucket(cuid, "dhcp", w, (r, start) => {
    const out: { ts: number; event: DhcpEvent; mac: string; ip: string; hostname: string }[] = [];
    for (let n = r.int(3); n > 0; n--) {
      const c = clientOf(cuid, r.int(CLIENTS));
      const ts = start + r.int(BUCKET - 4);
      const events = r.chance(0.8) ? (["DISCOVER", "OFFER", "REQUEST", "ACK"] as const) : (["RELEASE"] as const);
      events.forEach((event, i) => {
        out.push({ ts: ts + i, event, mac: c.mac, ip: c.ip, hostname: c.hostname });
      });
    }
    return out;
  })
    .filter(inWindow(w))
    .sort((a, b) => b.ts - a.ts || order(b.event) - order(a.event));
}
type DhcpEvent = "DISCOVER" | "OFFER" | "REQUEST" | "ACK" | "NAK" | "RELEASE";
const order = (e: string) => ["DISCOVER", "OFFER", "REQUEST", "ACK", "NAK", "RELEASE"].indexOf(e);

/** Centre frequency in MHz of a wifi channel. */
export function channelFreq(channel: number): number {
  if (channel === 14) return 2484;
  return channel <= 14 ? 2407 + 5 * channel : 5000 + 5 * channel;
}

/** The networks one radio hears in the hour of `t`, strongest first. */
export function siteSurvey(cuid: string, radio5G: boolean, t: number) {
  const hour = Math.floor(t / 3600);
  const r = createPrng(hash32(`${cuid}/survey/${radio5G ? 5 : 2}/${hour}`));
  const entries = Array.from({ length: 6 + r.int(10) }, () => {
    const channel = radio5G ? r.pick(CHANNELS_5) : r.pick(CHANNELS_24);
    return {
      bssid: Array.from({ length: 6 }, () => r.hex(2)).join(":"),
      ssid: `${r.pick(NEIGHBOURS)}${r.chance(0.3) ? `-${r.int(9) + 1}` : ""}`,
      channel,
      freq: channelFreq(channel),
      band: radio5G ? ("5g" as const) : ("2.4g" as const),
      signal: -30 - r.int(60),
      mode: radio5G ? r.pick([20, 40, 80] as const) : r.pick([20, 20, 40] as const),
      security: r.pick(["wpa2", "wpa2", "open", "wpa3", "wpa2/wpa3"] as const),
    };
  });
  return { ts: hour * 3600, entries: entries.sort((a, b) => b.signal - a.signal) };
}
