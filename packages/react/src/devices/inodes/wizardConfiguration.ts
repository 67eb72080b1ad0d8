import { DEFAULT_FIRST_SETTING_NAME } from "@portico/sdk/rules";
import type { ConfigGroup } from "../../data/configGroupTypes";

/** The WiFi name a configuration gives guests: its first enabled SSID on 2.4 GHz (the wizard's base name). */
export function baseSsidOf(cg: ConfigGroup | undefined): string {
  const on = (band: "2.4g" | "5g") => cg?.network?.wifi?.[band]?.ssid?.find((x) => x.enable && x.name)?.name;
  return on("2.4g") ?? on("5g")?.replace(/ 5G$/, "") ?? "";
}

/** The activity whose portal the configuration shows on its first enabled SSID, if any. */
export function portalOf(cg: ConfigGroup | undefined): string | undefined {
  const first =
    cg?.network?.wifi?.["2.4g"]?.ssid?.find((x) => x.enable) ?? cg?.network?.wifi?.["5g"]?.ssid?.find((x) => x.enable);
  const a = first ? cg?.activities?.[String(first.index)] : undefined;
  return a ? (a.activityName ?? `#${a.activityId}`) : undefined;
}

/**
 * The name of a new configuration: 'My First Setting', else the first of 'My First Setting (2)', '(3)' ... no
 * configuration of the business has (the server refuses twins).
 * @example freeConfigName(["My First Setting"]) // "My First Setting (2)"
 */
export function freeConfigName(taken: readonly string[]): string {
  const used = new Set(taken.map((n) => n.trim().toLowerCase()));
  let name = DEFAULT_FIRST_SETTING_NAME;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${DEFAULT_FIRST_SETTING_NAME} (${n})`;
  return name;
}
