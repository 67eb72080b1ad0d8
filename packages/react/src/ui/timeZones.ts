import { DEFAULT_TIME_ZONE } from "../data/businessSelection";

let cached: string[] | null = null;

/** IANA time zones known to this browser (Intl), with Asia/Taipei and UTC always present; sorted. */
export function timeZoneList(): string[] {
  if (cached) return cached;
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf?(k: string): string[] }).supportedValuesOf?.("timeZone") ?? [];
  } catch {
    zones = [];
  }
  cached = [...new Set([...zones, DEFAULT_TIME_ZONE, "UTC"])].sort();
  return cached;
}
