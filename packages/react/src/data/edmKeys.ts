import { businessKeys } from "./businessKeys";

/**
 * TanStack Query keys of e-mail campaigns (edm), all under the business's `edm` scope so one invalidation
 * refreshes lists, campaigns, templates, sender and reports together.
 */
export const edmKeys = {
  scoped: (businessId: number) => [...businessKeys.scoped(businessId), "edm"] as const,
  campaigns: (businessId: number) => [...edmKeys.scoped(businessId), "campaigns"] as const,
  campaignPage: (businessId: number, startIndex: number, limit: number, sort: string) =>
    [...edmKeys.campaigns(businessId), "page", startIndex, limit, sort] as const,
  campaign: (businessId: number, campaignId: number) => [...edmKeys.campaigns(businessId), "one", campaignId] as const,
  report: (businessId: number, campaignId: number) => [...edmKeys.scoped(businessId), "report", campaignId] as const,
  templates: (businessId: number) => [...edmKeys.scoped(businessId), "templates"] as const,
  sender: (businessId: number) => [...edmKeys.scoped(businessId), "sender"] as const,
  recipients: (businessId: number) => [...edmKeys.scoped(businessId), "recipients"] as const,
};
