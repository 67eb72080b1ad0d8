/** `@portico/react/business`: business and project widgets (switcher, editor, list), their hooks and rules. */

export type { BusinessEditorProps, BusinessEditorTab } from "./BusinessEditor";
export { BusinessEditor } from "./BusinessEditor";
export type { BusinessListProps } from "./BusinessList";
export { BusinessList } from "./BusinessList";
export type { BusinessSwitcherProps } from "./BusinessSwitcher";
export { BusinessSwitcher } from "./BusinessSwitcher";
export { businessMessages } from "./i18n";
export { businessKeys } from "./keys";
export type { PricingPlanDialogProps } from "./PricingPlanDialog";
export { PricingPlanDialog } from "./PricingPlanDialog";
export type { ProjectEditorProps } from "./ProjectEditor";
export { ProjectEditor } from "./ProjectEditor";
export type { ProjectSwitcherProps } from "./ProjectSwitcher";
export { ProjectSwitcher } from "./ProjectSwitcher";
export type { SelectionDecision } from "./selection";
export {
  ALL_ITEMS_APP_ID,
  activityAddBlocker,
  afterRemoval,
  browserTimeZone,
  can,
  DEFAULT_BUSINESS_NAME,
  DEFAULT_PROJECT_NAME,
  DEFAULT_TIME_ZONE,
  decideSelection,
  defaultNewBusiness,
  needsBusinessDetails,
  nextBusinessAfterRemoval,
  projectIdOf,
  resolveBusinessSelection,
  routeBidOf,
  timeZoneFix,
} from "./selection";
export { timeZoneList } from "./timeZones";
export type * from "./types";
export {
  fetchBranding,
  fetchPortalLanguages,
  invalidateBranding,
  useBranding,
  usePortalLanguages,
  useUpdateBranding,
} from "./useBranding";
export {
  fetchBusinesses,
  invalidateBusinesses,
  pickBusiness,
  prefetchBusinesses,
  useBusiness,
  useBusinesses,
  useCreateBusiness,
  useRemoveBusiness,
  useUpdateBusiness,
} from "./useBusinesses";
export { fetchDeveloperKey, useDeveloperKey, useGenerateDeveloperKey } from "./useDeveloperKey";
export { fetchPlans, usePlans } from "./usePlans";
export {
  fetchBusinessPreference,
  invalidateBusinessPreference,
  prefetchBusinessPreference,
  useBusinessPreference,
  useUpdateBusinessPreference,
} from "./usePreference";
export {
  fetchProjects,
  invalidateProjects,
  prefetchProjects,
  useCreateProject,
  useProjects,
  useRemoveProject,
  useUpdateProject,
} from "./useProjects";
export type { SubscriberListKind } from "./useSubscriberEmails";
export { fetchSubscriberEmails, useSubscriberEmails, useUpdateSubscriberEmails } from "./useSubscriberEmails";
export { fetchWebsites, useEnableWebsites, useOpenWebsiteSession, useWebsites } from "./useWebsites";
