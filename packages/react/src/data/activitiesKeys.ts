import { businessKeys } from "./businessKeys";

/**
 * TanStack Query keys of the activities area, all under the business's scope, so switching business or a
 * sign-out drops them together. Sub-folders add their keys here with a one-line insertion.
 */
export const activitiesKeys = {
  scoped: (businessId: number) => [...businessKeys.scoped(businessId), "activities"] as const,
  list: (businessId: number) => [...activitiesKeys.scoped(businessId), "list"] as const,
  activity: (businessId: number, aid: number | string) =>
    [...activitiesKeys.scoped(businessId), "activity", String(aid)] as const,
  preview: (businessId: number, aid: number | string) =>
    [...activitiesKeys.scoped(businessId), "preview", String(aid)] as const,
  wizards: (businessId: number) => [...activitiesKeys.scoped(businessId), "wizards"] as const,
  links: (businessId: number) => [...activitiesKeys.scoped(businessId), "links"] as const,
  linkStats: (businessId: number, sid: number | string) =>
    [...activitiesKeys.scoped(businessId), "linkStats", String(sid)] as const,
  authApps: (businessId: number) => [...activitiesKeys.scoped(businessId), "authApps"] as const,
  authApp: (businessId: number, aid: number) => [...activitiesKeys.authApps(businessId), String(aid)] as const,
  files: (businessId: number) => [...activitiesKeys.scoped(businessId), "files"] as const,
};
