import type { components } from "@portico/sdk";
import type { RadioLayout } from "../../modules/devices/monitoringPeriods";
import { createPrng, hash32 } from "./prng";

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

/** Total memory of a simulated device in KiB. */
export const MEMORY_K = MEM_TOTAL_K;

/**
 * How a simulated device runs at `t`, as its heartbeat reports it: CPU and memory follow its daily load, the load
 * averages and temperature follow the CPU. Pure: derived from the cuid and the time.
 * @example systemAt("c3f9", 1795000000).memK.total // 131072
 */
export function systemAt(cuid: string, t: number): components["schemas"]["DeviceSystem"] {
  const l = load(cuid, t);
  const cpuPerc = round1(Math.min(100, 4 + 70 * l));
  const used = Math.round(MEM_TOTAL_K * (0.3 + 0.35 * l));
  const avg = (k: number) => Math.round(l * k * 100) / 100;
  return {
    cpuPerc,
    memK: { total: MEM_TOTAL_K, used, free: MEM_TOTAL_K - used },
    loadAvg: [avg(1.2), avg(1), avg(0.8)],
    temperature: round1(42 + cpuPerc / 5 + (hash32(cuid) % 50) / 10),
  };
}
