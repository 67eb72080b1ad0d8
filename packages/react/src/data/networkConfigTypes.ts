import type { components } from "@portico/sdk";

type Schemas = components["schemas"];
/** A per-device, per-group or template network configuration (part 1 section 3). */
export type NetworkDetail = Schemas["NetworkDetail"];
/** A network configuration template of a business. */
export type NetworkConfig = Schemas["NetworkConfig"];
/** A roaming channel ('CH-n') of a business. */
export type RoamingChannel = Schemas["RoamingChannel"];
/** What a {@link NetworkConfigEditor} edits and saves. */
export type NetworkConfigTarget = "template" | "device" | "group";
/** The editor's sections (tabs). */
export type NetworkSection = "wan" | "lan" | "wifi" | "splash" | "alarm" | "dns" | "dhcp" | "probe";
