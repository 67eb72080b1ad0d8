import { businessKeys } from "./businessKeys";
import { networkKeys } from "./networkKeys";

/** Query keys of configuration groups beyond the area's shared ones (all under the business's scope). */
export const configGroupKeys = {
  firstDefaults: (businessId: number) => [...networkKeys.scoped(businessId), "firstConfigDefaults"] as const,
  dateSchedule: (businessId: number, cgid: number, date: string) =>
    [...networkKeys.schedule(businessId, cgid), "date", date] as const,
  /** The business's activity list (not network-only: the activities area will share it). */
  activities: (businessId: number) => [...businessKeys.scoped(businessId), "activities"] as const,
};
