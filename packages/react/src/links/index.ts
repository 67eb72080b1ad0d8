/**
 * `@portico/react/links`: short links with their dialog and statistics, a link's QR code, and the table-card (QR
 * stand) editor the list opens for a link. One i18n catalogue per folder.
 */

export type { LinkInfo, LinkPeriod } from "../data/linkInfo";
export { browserUtcOffset, todayIn, useLinkInfo } from "../data/linkInfo";
export type { CampaignContent, CampaignType, Link, LinkInput, LinkPage } from "../data/links";
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
} from "../data/links";
export type { LinkQrCodeProps } from "./LinkQrCode";
export { LinkQrCode, qrFileName } from "./LinkQrCode";
export type { ShortLinkDialogProps } from "./ShortLinkDialog";
export { ShortLinkDialog } from "./ShortLinkDialog";
export type { ShortLinkListProps, ShortLinkListState } from "./ShortLinkList";
export { ShortLinkList } from "./ShortLinkList";
export type { ShortLinkStatisticsProps, ShortLinkStatisticsState } from "./ShortLinkStatistics";
export { ShortLinkStatistics } from "./ShortLinkStatistics";
export * from "./tablecard";
