/** The lotteries part of `@portico/react/apps`: its widgets, their props, data hooks and texts. */

export type * from "../../data/lotteries";
export {
  fetchLotteries,
  invalidateLotteries,
  lotteryKeys,
  prefetchLotteries,
  useConfirmLotteryImport,
  useCreateLottery,
  useLotteries,
  useLotteryData,
  useLotteryDrawLink,
  useRemoveLottery,
  useUpdateLottery,
  useUploadLotteryExcel,
} from "../../data/lotteries";
export { lotteryMessages } from "./i18n";
export type { LotteryDataTablesProps } from "./LotteryDataTables";
export { LotteryDataTables } from "./LotteryDataTables";
export type { LotteryDrawLinkProps } from "./LotteryDrawLink";
export { LotteryDrawLink } from "./LotteryDrawLink";
export type { LotteryEditDialogProps } from "./LotteryEditDialog";
export { DEFAULT_LOTTERY_CONFIG, LotteryEditDialog } from "./LotteryEditDialog";
export type { LotteryImportDialogProps } from "./LotteryImportDialog";
export { LotteryImportDialog } from "./LotteryImportDialog";
export type { LotteryListProps, LotteryListState } from "./LotteryList";
export { LotteryList } from "./LotteryList";
export type { LotteryTemplatePickerProps } from "./LotteryTemplatePicker";
export { LotteryTemplatePicker, TEMPLATE_LOOKS } from "./LotteryTemplatePicker";
