import { networkKeys } from "./networkKeys";

/** Query keys of configuration groups beyond the network scope's shared ones (the activity choices are `activityListKey` in ./activities) (all under the business's scope). */
export const configGroupKeys = {
  firstDefaults: (businessId: number) => [...networkKeys.scoped(businessId), "firstConfigDefaults"] as const,
  dateSchedule: (businessId: number, cgid: number, date: string) =>
    [...networkKeys.schedule(businessId, cgid), "date", date] as const,
};
