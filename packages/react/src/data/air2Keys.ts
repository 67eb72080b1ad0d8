import { businessKeys } from "./businessKeys";

/** TanStack Query keys of multi-channel (air2) projects and campaigns, under the business's scope. */
export const air2Keys = {
  scoped: (businessId: number) => [...businessKeys.scoped(businessId), "air2"] as const,
  projects: (businessId: number) => [...air2Keys.scoped(businessId), "projects"] as const,
  project: (businessId: number, pid: number) => [...air2Keys.projects(businessId), String(pid)] as const,
  campaigns: (businessId: number, pid: number) => [...air2Keys.scoped(businessId), "campaigns", String(pid)] as const,
  types: (businessId: number, pid: number) => [...air2Keys.scoped(businessId), "types", String(pid)] as const,
  campaign: (businessId: number, cid: number) => [...air2Keys.scoped(businessId), "campaign", String(cid)] as const,
  settings: (businessId: number, cid: number, section: string) =>
    [...air2Keys.campaign(businessId, cid), "settings", section] as const,
  channelTypes: (businessId: number, cid: number) => [...air2Keys.campaign(businessId, cid), "channelTypes"] as const,
  preview: (businessId: number, cid: number) => [...air2Keys.campaign(businessId, cid), "preview"] as const,
};
