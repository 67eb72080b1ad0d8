import { hash32 } from "./prng";

/** The access points a device sees: four per device, derived from its cuid (the simulated site). */
export function scannedAccessPoints(cuid: string): { mac: string; ip: string }[] {
  const h = hash32(cuid).toString(16).toUpperCase().padStart(8, "0");
  return [1, 2, 3, 4].map((n) => ({
    mac: `AA:BB:${h.slice(0, 2)}:${h.slice(2, 4)}:${h.slice(4, 6)}:0${n}`,
    ip: `172.18.1.${1 + n}`,
  }));
}
