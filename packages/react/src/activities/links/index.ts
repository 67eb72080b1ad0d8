/** Widgets of activities/links: short links with their dialog and statistics, and a link's QR code. */

export type { LinkQrCodeProps } from "./LinkQrCode";
export { LinkQrCode, qrFileName } from "./LinkQrCode";
export type { ShortLinkDialogProps } from "./ShortLinkDialog";
export { ShortLinkDialog } from "./ShortLinkDialog";
export type { ShortLinkListProps, ShortLinkListState } from "./ShortLinkList";
export { ShortLinkList } from "./ShortLinkList";
export type { ShortLinkStatisticsProps, ShortLinkStatisticsState } from "./ShortLinkStatistics";
export { ShortLinkStatistics } from "./ShortLinkStatistics";
export type { LinkInfo, LinkPeriod } from "./useLinkInfo";
export { browserUtcOffset, todayIn, useLinkInfo } from "./useLinkInfo";
export type { CampaignContent, CampaignType, Link, LinkInput, LinkPage } from "./useLinks";
export {
  DIALOG_CAMPAIGN_TYPES,
  fetchLinks,
  invalidateLinks,
  linkKeys,
  prefetchLinks,
  useCampaignContents,
  useCreateLink,
  useLink,
  useLinks,
  useRemoveLink,
  useUpdateLink,
} from "./useLinks";
