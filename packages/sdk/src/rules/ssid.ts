/** Fewest and most SSIDs a radio may have. */
export const SSID_COUNT_MIN = 1;
export const SSID_COUNT_MAX = 8;

/** The parts of an SSID entry (network.wifi[band].ssid[]) these rules touch; other fields are kept. */
export interface SsidLike {
  enable?: boolean;
  name?: string;
}

/** Radio band keys of network.wifi. */
export type WifiBand = "2.4g" | "5g";

/**
 * SSID count rule: an integer from 1 to 8.
 *
 * @example
 * isSsidCountValid(9); // false
 */
export function isSsidCountValid(count: number): boolean {
  return Number.isInteger(count) && count >= SSID_COUNT_MIN && count <= SSID_COUNT_MAX;
}

/**
 * Default SSID of a business: its name plus ' WiFi'.
 *
 * @example
 * defaultSsidName("Cafe Lumen"); // "Cafe Lumen WiFi"
 */
export function defaultSsidName(businessName: string): string {
  return `${businessName} WiFi`;
}

/**
 * Turns the SSID at 0-based `position` on; an empty name is filled with 'SSID-n' (n = position + 1).
 *
 * @example
 * enableSsid({ enable: false, name: "" }, 2); // { enable: true, name: "SSID-3" }
 */
export function enableSsid<T extends SsidLike>(ssid: T, position: number): T {
  return { ...ssid, enable: true, name: ssid.name?.trim() ? ssid.name : `SSID-${position + 1}` };
}

/**
 * Turns an SSID off: clears enable and name.
 *
 * @example
 * disableSsid({ enable: true, name: "Guest" }); // { enable: false, name: "" }
 */
export function disableSsid<T extends SsidLike>(ssid: T): T {
  return { ...ssid, enable: false, name: "" };
}

/**
 * Wizard SSID name: the base, plus '-n' for the n-th SSID from the second on, plus ' 5G' on the 5 GHz radio.
 * (Section 9 fixes the suffixes '-2' and ' 5G' for the first wizard; section 5's "index" is that '-n'.)
 *
 * @example
 * wizardSsidName("Cafe WiFi", 1, "5g"); // "Cafe WiFi-2 5G"
 */
export function wizardSsidName(base: string, position: number, band: WifiBand): string {
  return `${base}${position > 0 ? `-${position + 1}` : ""}${band === "5g" ? " 5G" : ""}`;
}

/**
 * Names the enabled SSIDs of one radio with {@link wizardSsidName}; disabled ones are left as they are.
 *
 * @example
 * applyWizardSsidNames([{ enable: true }, { enable: false }], "Cafe WiFi", "2.4g");
 * // [{ enable: true, name: "Cafe WiFi" }, { enable: false }]
 */
export function applyWizardSsidNames<T extends SsidLike>(ssids: readonly T[], base: string, band: WifiBand): T[] {
  return ssids.map((s, i) => (s.enable ? { ...s, name: wizardSsidName(base, i, band) } : s));
}

/**
 * The first configuration wizard's SSIDs: two enabled SSIDs per radio, named from the business's default SSID
 * ('Cafe WiFi', 'Cafe WiFi-2'; 'Cafe WiFi 5G', 'Cafe WiFi-2 5G').
 *
 * @example
 * firstWizardSsids("Cafe")["5g"][0]; // { enable: true, name: "Cafe WiFi 5G" }
 */
export function firstWizardSsids(businessName: string): Record<WifiBand, Required<SsidLike>[]> {
  const base = defaultSsidName(businessName);
  const radio = (band: WifiBand) => [0, 1].map((i) => ({ enable: true, name: wizardSsidName(base, i, band) }));
  return { "2.4g": radio("2.4g"), "5g": radio("5g") };
}
