/**
 * `@portico/react/authapps`: authentication (OAuth2) apps: the list with its provider picker, the editor and the
 * preview that runs a real test sign-in.
 */

export {
  fetchAuthApps,
  uniqueAuthApps,
  useAuthApp,
  useAuthApps,
  useCreateAuthApp,
  useRemoveAuthApp,
  useSignInTest,
  useStartSignInTest,
  useUpdateAuthApp,
} from "../data/authApps";
export type * from "../data/authAppTypes";
export type { AuthAppEditorProps } from "./AuthAppEditor";
export { AuthAppEditor } from "./AuthAppEditor";
export type { AuthAppFormProps } from "./AuthAppForm";
export { AuthAppForm } from "./AuthAppForm";
export type { AuthAppListProps, AuthAppListState } from "./AuthAppList";
export { AuthAppList, authAppEditorPath, authAppPreviewPath } from "./AuthAppList";
export type { AuthAppPreviewProps } from "./AuthAppPreview";
export { AuthAppPreview, textColorOn } from "./AuthAppPreview";
export type { AuthAppFormValues } from "./authAppRules";
export { authAppProblems, HIDDEN_PROVIDERS, isHttpUrl, SHOWN_PROVIDERS } from "./authAppRules";
export { authAppMessages } from "./i18n";
export type { NewAuthAppDialogProps } from "./NewAuthAppDialog";
export { NewAuthAppDialog } from "./NewAuthAppDialog";
export type { ProviderPickerProps } from "./ProviderPicker";
export { ProviderPicker } from "./ProviderPicker";
