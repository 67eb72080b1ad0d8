/**
 * The short-link and table-card exports `@portico/react/activities` had before they became the links area
 * (`@portico/react/links`), kept so that partners' imports keep working. Aliases rather than `export { } from`,
 * because the published .d.ts keeps a declaration's `@deprecated` but drops one on a re-export.
 */

import * as links from "../links";

/** @deprecated Import from `@portico/react/links`. */
export const browserUtcOffset = links.browserUtcOffset;
/** @deprecated Import from `@portico/react/links`. */
export const todayIn = links.todayIn;
/** @deprecated Import from `@portico/react/links`. */
export const useLinkInfo = links.useLinkInfo;
/** @deprecated Import from `@portico/react/links`. */
export const DIALOG_CAMPAIGN_TYPES = links.DIALOG_CAMPAIGN_TYPES;
/** @deprecated Import from `@portico/react/links`. */
export const fetchLinks = links.fetchLinks;
/** @deprecated Import from `@portico/react/links`. */
export const invalidateLinks = links.invalidateLinks;
/** @deprecated Import from `@portico/react/links`. */
export const linkKeys = links.linkKeys;
/** @deprecated Import from `@portico/react/links`. */
export const prefetchLinks = links.prefetchLinks;
/** @deprecated Import from `@portico/react/links`. */
export const useCampaignContents = links.useCampaignContents;
/** @deprecated Import from `@portico/react/links`. */
export const useCreateLink = links.useCreateLink;
/** @deprecated Import from `@portico/react/links`. */
export const useLink = links.useLink;
/** @deprecated Import from `@portico/react/links`. */
export const useLinks = links.useLinks;
/** @deprecated Import from `@portico/react/links`. */
export const useRemoveLink = links.useRemoveLink;
/** @deprecated Import from `@portico/react/links`. */
export const useUpdateLink = links.useUpdateLink;
/** @deprecated Import from `@portico/react/links`. */
export const LinkQrCode = links.LinkQrCode;
/** @deprecated Import from `@portico/react/links`. */
export const qrFileName = links.qrFileName;
/** @deprecated Import from `@portico/react/links`. */
export const ShortLinkDialog = links.ShortLinkDialog;
/** @deprecated Import from `@portico/react/links`. */
export const ShortLinkList = links.ShortLinkList;
/** @deprecated Import from `@portico/react/links`. */
export const ShortLinkStatistics = links.ShortLinkStatistics;
/** @deprecated Import from `@portico/react/links`. */
export const tableCardMessages = links.tableCardMessages;
/** @deprecated Import from `@portico/react/links`. */
export const TableCardEditor = links.TableCardEditor;
/** @deprecated Import from `@portico/react/links`. */
export const BASE_WIDTH = links.BASE_WIDTH;
/** @deprecated Import from `@portico/react/links`. */
export const FONT_WEIGHTS = links.FONT_WEIGHTS;
/** @deprecated Import from `@portico/react/links`. */
export const TEMPLATE_IDS = links.TEMPLATE_IDS;
/** @deprecated Import from `@portico/react/links`. */
export const TEMPLATES = links.TEMPLATES;
/** @deprecated Import from `@portico/react/links`. */
export const canExportPng = links.canExportPng;
/** @deprecated Import from `@portico/react/links`. */
export const exportMultiplier = links.exportMultiplier;
/** @deprecated Import from `@portico/react/links`. */
export const fitZoom = links.fitZoom;
/** @deprecated Import from `@portico/react/links`. */
export const pngSize = links.pngSize;
/** @deprecated Import from `@portico/react/links`. */
export const ZOOM_IN = links.ZOOM_IN;
/** @deprecated Import from `@portico/react/links`. */
export const ZOOM_OUT = links.ZOOM_OUT;
/** @deprecated Import from `@portico/react/links`. */
export const zoomIn = links.zoomIn;
/** @deprecated Import from `@portico/react/links`. */
export const zoomOut = links.zoomOut;
/** @deprecated Import from `@portico/react/links`. */
export type LinkInfo = links.LinkInfo;
/** @deprecated Import from `@portico/react/links`. */
export type LinkPeriod = links.LinkPeriod;
/** @deprecated Import from `@portico/react/links`. */
export type CampaignContent = links.CampaignContent;
/** @deprecated Import from `@portico/react/links`. */
export type CampaignType = links.CampaignType;
/** @deprecated Import from `@portico/react/links`. */
export type Link = links.Link;
/** @deprecated Import from `@portico/react/links`. */
export type LinkInput = links.LinkInput;
/** @deprecated Import from `@portico/react/links`. */
export type LinkPage = links.LinkPage;
/** @deprecated Import from `@portico/react/links`. */
export type LinkQrCodeProps = links.LinkQrCodeProps;
/** @deprecated Import from `@portico/react/links`. */
export type ShortLinkDialogProps = links.ShortLinkDialogProps;
/** @deprecated Import from `@portico/react/links`. */
export type ShortLinkListProps = links.ShortLinkListProps;
/** @deprecated Import from `@portico/react/links`. */
export type ShortLinkListState = links.ShortLinkListState;
/** @deprecated Import from `@portico/react/links`. */
export type ShortLinkStatisticsProps = links.ShortLinkStatisticsProps;
/** @deprecated Import from `@portico/react/links`. */
export type ShortLinkStatisticsState = links.ShortLinkStatisticsState;
/** @deprecated Import from `@portico/react/links`. */
export type TableCardEditorProps = links.TableCardEditorProps;
/** @deprecated Import from `@portico/react/links`. */
export type FontWeight = links.FontWeight;
/** @deprecated Import from `@portico/react/links`. */
export type ObjectSpec = links.ObjectSpec;
/** @deprecated Import from `@portico/react/links`. */
export type TableCardTemplate = links.TableCardTemplate;
/** @deprecated Import from `@portico/react/links`. */
export type TemplateId = links.TemplateId;
/** @deprecated Import from `@portico/react/links`. */
export type TextRole = links.TextRole;
