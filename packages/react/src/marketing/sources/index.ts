/** The sources part of `@portico/react/marketing`: its widgets, their props and state types. */

export type * from "../../data/contactSources";
export {
  fetchContactSources,
  fileToBase64,
  invalidateContactSources,
  prefetchContactSources,
  sourceKeys,
  useConfirmSourceImport,
  useContactSource,
  useContactSourceImportApi,
  useContactSourceRows,
  useContactSources,
  useCreateContactSource,
  usePreviewSourceImport,
  useRemoveContactSource,
  useSaveContactSource,
} from "../../data/contactSources";
export type { ContactSourceEditorProps } from "./ContactSourceEditor";
export { ContactSourceEditor } from "./ContactSourceEditor";
export type { ContactSourceImportDialogProps } from "./ContactSourceImportDialog";
export { ContactSourceImportDialog } from "./ContactSourceImportDialog";
export type { ContactSourceImportInfoProps } from "./ContactSourceImportInfo";
export { ContactSourceImportInfo } from "./ContactSourceImportInfo";
export type { ContactSourceListProps, ContactSourceListState } from "./ContactSourceList";
export { ContactSourceList, sourceEditorPath, sourceListPath, sourcePreviewPath } from "./ContactSourceList";
export type { ContactSourcePreviewProps, ContactSourcePreviewState } from "./ContactSourcePreview";
export { ContactSourcePreview } from "./ContactSourcePreview";
export { sourceMessages } from "./i18n";
