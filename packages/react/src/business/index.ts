/** `@portico/react/business`: business and project widgets (switcher, editor, list), their hooks and rules. */

export {
  fetchBranding,
  fetchPortalLanguages,
  invalidateBranding,
  useBranding,
  usePortalLanguages,
  useUpdateBranding,
} from "../data/branding";
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
} from "../data/businesses";
export { businessKeys } from "../data/businessKeys";
export type { SelectionDecision } from "../data/businessSelection";
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
} from "../data/businessSelection";
export type * from "../data/businessTypes";
export { fetchDeveloperKey, useDeveloperKey, useGenerateDeveloperKey } from "../data/developerKey";
export { fetchPlans, usePlans } from "../data/plans";
export {
  fetchBusinessPreference,
  invalidateBusinessPreference,
  prefetchBusinessPreference,
  useBusinessPreference,
  useUpdateBusinessPreference,
} from "../data/preference";
export {
  fetchProjects,
  invalidateProjects,
  prefetchProjects,
  useCreateProject,
  useProjects,
  useRemoveProject,
  useUpdateProject,
} from "../data/projects";
export type { SubscriberListKind } from "../data/subscriberEmails";
export { fetchSubscriberEmails, useSubscriberEmails, useUpdateSubscriberEmails } from "../data/subscriberEmails";
export { fetchWebsites, useEnableWebsites, useOpenWebsiteSession, useWebsites } from "../data/websites";
export { timeZoneList } from "../ui/timeZones";
export type { BusinessEditorProps, BusinessEditorState, BusinessEditorTab } from "./BusinessEditor";
export { BusinessEditor } from "./BusinessEditor";
export type { BusinessListProps, BusinessListState } from "./BusinessList";
export { BusinessList } from "./BusinessList";
export type { BusinessSwitcherProps } from "./BusinessSwitcher";
export { BusinessSwitcher } from "./BusinessSwitcher";
export { businessMessages } from "./i18n";
export type { PricingPlanDialogProps } from "./PricingPlanDialog";
export { PricingPlanDialog } from "./PricingPlanDialog";
export type { ProjectEditorProps } from "./ProjectEditor";
export { ProjectEditor } from "./ProjectEditor";
export type { ProjectSwitcherProps } from "./ProjectSwitcher";
export { ProjectSwitcher } from "./ProjectSwitcher";
