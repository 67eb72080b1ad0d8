/**
 * The authentication-app exports `@portico/react/activities` had before they became the authapps area
 * (`@portico/react/authapps`), kept so that partners' imports keep working. Aliases rather than `export { } from`,
 * because the published .d.ts keeps a declaration's `@deprecated` but drops one on a re-export.
 */

import * as authapps from "../authapps";

/** @deprecated Import from `@portico/react/authapps`. */
export const fetchAuthApps = authapps.fetchAuthApps;
/** @deprecated Import from `@portico/react/authapps`. */
export const uniqueAuthApps = authapps.uniqueAuthApps;
/** @deprecated Import from `@portico/react/authapps`. */
export const useAuthApp = authapps.useAuthApp;
/** @deprecated Import from `@portico/react/authapps`. */
export const useAuthApps = authapps.useAuthApps;
/** @deprecated Import from `@portico/react/authapps`. */
export const useCreateAuthApp = authapps.useCreateAuthApp;
/** @deprecated Import from `@portico/react/authapps`. */
export const useRemoveAuthApp = authapps.useRemoveAuthApp;
/** @deprecated Import from `@portico/react/authapps`. */
export const useSignInTest = authapps.useSignInTest;
/** @deprecated Import from `@portico/react/authapps`. */
export const useStartSignInTest = authapps.useStartSignInTest;
/** @deprecated Import from `@portico/react/authapps`. */
export const useUpdateAuthApp = authapps.useUpdateAuthApp;
/** @deprecated Import from `@portico/react/authapps`. */
export const AuthAppEditor = authapps.AuthAppEditor;
/** @deprecated Import from `@portico/react/authapps`. */
export const AuthAppForm = authapps.AuthAppForm;
/** @deprecated Import from `@portico/react/authapps`. */
export const AuthAppList = authapps.AuthAppList;
/** @deprecated Import from `@portico/react/authapps`. */
export const authAppEditorPath = authapps.authAppEditorPath;
/** @deprecated Import from `@portico/react/authapps`. */
export const authAppPreviewPath = authapps.authAppPreviewPath;
/** @deprecated Import from `@portico/react/authapps`. */
export const AuthAppPreview = authapps.AuthAppPreview;
/** @deprecated Import from `@portico/react/authapps`. */
export const textColorOn = authapps.textColorOn;
/** @deprecated Import from `@portico/react/authapps`. */
export const authAppProblems = authapps.authAppProblems;
/** @deprecated Import from `@portico/react/authapps`. */
export const HIDDEN_PROVIDERS = authapps.HIDDEN_PROVIDERS;
/** @deprecated Import from `@portico/react/authapps`. */
export const isHttpUrl = authapps.isHttpUrl;
/** @deprecated Import from `@portico/react/authapps`. */
export const SHOWN_PROVIDERS = authapps.SHOWN_PROVIDERS;
/** @deprecated Import from `@portico/react/authapps`. */
export const authAppMessages = authapps.authAppMessages;
/** @deprecated Import from `@portico/react/authapps`. */
export const NewAuthAppDialog = authapps.NewAuthAppDialog;
/** @deprecated Import from `@portico/react/authapps`. */
export const ProviderPicker = authapps.ProviderPicker;
/** @deprecated Import from `@portico/react/authapps`. */
export type AuthApp = authapps.AuthApp;
/** @deprecated Import from `@portico/react/authapps`. */
export type AuthAppInput = authapps.AuthAppInput;
/** @deprecated Import from `@portico/react/authapps`. */
export type AuthAppProvider = authapps.AuthAppProvider;
/** @deprecated Import from `@portico/react/authapps`. */
export type AuthAppSignInTest = authapps.AuthAppSignInTest;
/** @deprecated Import from `@portico/react/authapps`. */
export type AuthAppProfile = authapps.AuthAppProfile;
/** @deprecated Import from `@portico/react/authapps`. */
export type AuthAppEditorProps = authapps.AuthAppEditorProps;
/** @deprecated Import from `@portico/react/authapps`. */
export type AuthAppFormProps = authapps.AuthAppFormProps;
/** @deprecated Import from `@portico/react/authapps`. */
export type AuthAppListProps = authapps.AuthAppListProps;
/** @deprecated Import from `@portico/react/authapps`. */
export type AuthAppPreviewProps = authapps.AuthAppPreviewProps;
/** @deprecated Import from `@portico/react/authapps`. */
export type AuthAppFormValues = authapps.AuthAppFormValues;
/** @deprecated Import from `@portico/react/authapps`. */
export type NewAuthAppDialogProps = authapps.NewAuthAppDialogProps;
/** @deprecated Import from `@portico/react/authapps`. */
export type ProviderPickerProps = authapps.ProviderPickerProps;
