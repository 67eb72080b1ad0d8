import { porticoKeys } from "../provider/keys";
import { businessKeys } from "./businessKeys";

/**
 * TanStack Query keys of the devices area. Everything per business sits under `scoped(businessId)`, so a
 * live device event can mark all of a business's device data stale with one invalidation.
 */
export const devicesKeys = {
  scoped: (businessId: number) => [...businessKeys.scoped(businessId), "devices"] as const,
  inodes: (businessId: number) => [...devicesKeys.scoped(businessId), "inodes"] as const,
  inode: (businessId: number, cuid: string) => [...devicesKeys.scoped(businessId), "inode", cuid] as const,
  groups: (businessId: number) => [...devicesKeys.scoped(businessId), "groups"] as const,
  newINodes: (businessId: number) => [...devicesKeys.scoped(businessId), "newINodes"] as const,
  preAuth: (businessId: number) => [...devicesKeys.scoped(businessId), "preAuth"] as const,
  inodeModels: () => [...porticoKeys.all, "inodeModels"] as const,
  locations: (businessId: number) => [...devicesKeys.scoped(businessId), "locations"] as const,
  floorPlans: (businessId: number) => [...devicesKeys.scoped(businessId), "floorPlans"] as const,
  accessPoints: (businessId: number) => [...devicesKeys.scoped(businessId), "accessPoints"] as const,
  onlineClients: (businessId: number) => [...devicesKeys.scoped(businessId), "onlineClients"] as const,
  /** The platform-wide device map (/system/inodes), not tied to one business. */
  system: () => [...porticoKeys.all, "system", "inodes"] as const,
};
