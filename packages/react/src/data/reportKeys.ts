import { businessKeys } from "./businessKeys";

/** TanStack Query keys of the visitors and behaviour reports, under each business's scope. */
export const reportKeys = {
  visitors: (businessId: number) => [...businessKeys.scoped(businessId), "visitorsReport"] as const,
  behavior: (businessId: number) => [...businessKeys.scoped(businessId), "behaviorReport"] as const,
};
