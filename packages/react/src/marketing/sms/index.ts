/** The sms part of `@portico/react/marketing`: its widgets, their props and state types. */
export { SmsCampaignDialog, type SmsCampaignDialogProps } from "./SmsCampaignDialog";
export { SmsCampaignList, type SmsCampaignListProps, type SmsCampaignListState } from "./SmsCampaignList";
export { SmsEditor, type SmsEditorProps } from "./SmsEditor";
export { SmsResults, type SmsResultsProps } from "./SmsResults";
