import { porticoKeys } from "../provider/keys";

/** TanStack Query keys of the business area, keyed by business under the provider's `portico` root. */
export const businessKeys = {
  all: () => [...porticoKeys.all, "businesses"] as const,
  list: () => [...businessKeys.all(), "list"] as const,
  /** Everything scoped to one business (branding, subscribers, key, preference, websites, projects). */
  scoped: (businessId: number) => [...porticoKeys.all, "business", businessId] as const,
  branding: (businessId: number) => [...businessKeys.scoped(businessId), "branding"] as const,
  inodeSubscribers: (businessId: number) => [...businessKeys.scoped(businessId), "inodeSubscribers"] as const,
  reportSubscribers: (businessId: number) => [...businessKeys.scoped(businessId), "reportSubscribers"] as const,
  developerKey: (businessId: number) => [...businessKeys.scoped(businessId), "developerKey"] as const,
  preference: (businessId: number) => [...businessKeys.scoped(businessId), "preference"] as const,
  websites: (businessId: number) => [...businessKeys.scoped(businessId), "websites"] as const,
  projects: (businessId: number) => [...businessKeys.scoped(businessId), "projects"] as const,
  portalLanguages: () => [...porticoKeys.all, "portalLanguages"] as const,
  plans: () => [...porticoKeys.all, "plans"] as const,
};
