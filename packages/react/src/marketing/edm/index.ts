/** The edm part of `@portico/react/marketing`: its widgets, their props and state types. */

export type { EdmCampaignListProps, EdmCampaignListState } from "./EdmCampaignList";
export { EdmCampaignList, edmReportPath } from "./EdmCampaignList";
export type { EdmCampaignWizardProps } from "./EdmCampaignWizard";
export { EdmCampaignWizard } from "./EdmCampaignWizard";
export type { EdmReportChart, EdmReportProps, EdmReportState, EdmReportTab } from "./EdmReport";
export { EdmReport } from "./EdmReport";
export type { EdmSenderBannerProps } from "./EdmSenderBanner";
export { EdmSenderBanner } from "./EdmSenderBanner";
export type { EdmTemplateListProps } from "./EdmTemplateList";
export { EdmTemplateList } from "./EdmTemplateList";
export { edmMessages } from "./i18n";
