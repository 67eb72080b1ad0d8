import type { components } from "@portico/sdk";

type S = components["schemas"];
/** A bound iNode as the list shows it. */
export type INode = S["INode"];
/** A page of iNodes with the count of all matches. */
export type INodePage = S["INodeList"];
/** An iNode group; id -1 is the virtual 'Unassigned Group INodes'. */
export type INodeGroup = S["INodeGroup"];
/** A discovered device that is not bound yet. */
export type NewINode = S["NewINode"];
/** An iNode model of the fixed catalogue. */
export type INodeModel = S["INodeModel"];
/** What a model offers: WAN interfaces, LAN slots, SSID count. */
export type INodeModelDescription = S["INodeModelDescription"];
/** Body of a bind. */
export type BindINodeInput = S["BindINodeRequest"];
/** A roaming channel ('CH-n'). */
export type RoamingChannel = S["RoamingChannel"];
/** Pre-authorised devices of one SSID. */
export type PreAuthGroup = S["PreAuthGroup"];
/** A configuration group (only what the device screens read of it). */
export type ConfigGroupOption = Pick<S["ConfigGroup"], "id" | "name" | "modelId">;
/** Status filter of the iNode list (all when undefined). */
export type INodeStatusFilter = "online" | "offline" | "unconf";
