import { businessKeys } from "./businessKeys";

/** TanStack Query keys of the network area, all under the business's scope. */
export const networkKeys = {
  scoped: (businessId: number) => [...businessKeys.scoped(businessId), "network"] as const,
  configGroups: (businessId: number) => [...networkKeys.scoped(businessId), "configGroups"] as const,
  configGroup: (businessId: number, cgid: number | string) =>
    [...networkKeys.scoped(businessId), "configGroup", String(cgid)] as const,
  schedule: (businessId: number, cgid: number | string) =>
    [...networkKeys.scoped(businessId), "schedule", String(cgid)] as const,
  networkConfigs: (businessId: number) => [...networkKeys.scoped(businessId), "networkConfigs"] as const,
  roamingChannels: (businessId: number) => [...networkKeys.scoped(businessId), "roamingChannels"] as const,
};
