/** The air2 part of `@portico/react/marketing`: multi-channel projects and campaigns, their props and state types. */

export type { Air2ChannelList, Air2StatRange } from "../../data/air2";
export {
  useAir2Campaign,
  useAir2Campaigns,
  useAir2CampaignTypes,
  useAir2ChannelRecipients,
  useAir2ChannelTypes,
  useAir2ChannelUrls,
  useAir2FilterPreview,
  useAir2Growths,
  useAir2Project,
  useAir2Projects,
  useAir2Settings,
  useAir2Stat,
  useCreateAir2Campaign,
  useCreateAir2Project,
  useDispatchAir2Test,
  useRemoveAir2Campaign,
  useRemoveAir2Project,
  useSaveAir2Channels,
  useSaveAir2Settings,
  useSetAir2CampaignActive,
} from "../../data/air2";
export { air2Keys } from "../../data/air2Keys";
export type * from "../../data/air2Types";
export type { Air2CampaignEditorProps, Air2CampaignEditorState } from "./Air2CampaignEditor";
export { AIR2_STEPS, Air2CampaignEditor } from "./Air2CampaignEditor";
export type { Air2CampaignListProps, Air2CampaignListState } from "./Air2CampaignList";
export { Air2CampaignList, air2Paths } from "./Air2CampaignList";
export type { Air2CampaignStatsProps, Air2CampaignStatsState } from "./Air2CampaignStats";
export { AIR2_STAT_MAX_DAYS, Air2CampaignStats, statRangeProblem } from "./Air2CampaignStats";
export type { Air2ProjectListProps, Air2ProjectListState } from "./Air2ProjectList";
export { Air2ProjectList, air2ProjectPath } from "./Air2ProjectList";
export type { Air2SenderCheckProps } from "./Air2SenderCheck";
export { Air2SenderCheck } from "./Air2SenderCheck";
export type { Air2TypeSelectorProps } from "./Air2TypeSelector";
export { Air2TypeSelector, PLACEHOLDER_CAMPAIGN_ID } from "./Air2TypeSelector";
export { air2Messages } from "./i18n";
