/** Widgets of activities/editor: the activity editor, its module dialogs and the portal preview renderer. */

export {
  fetchActivity,
  fetchActivityPreview,
  useActivity,
  useActivityPreview,
  useAuthAppChoices,
  useGenerateActivityCmxValidator,
  useINodePage,
  useResetActivityVisitors,
  useSetActivityPreview,
  useUpdateActivity,
  useUpdateActivityProfile,
  useValidateActivityCmx,
} from "../../data/activityEditor";
export type { ActivityContent, ActivityPreview, DeployedActivity, EditorContent } from "../../data/activityEditorTypes";
export type { ActivityEditorProps } from "./ActivityEditor";
export { ActivityEditor } from "./ActivityEditor";
export { activityDiff, editableProfile, isEmptyDiff, previewBody, toEditorContent } from "./activityDiff";
export { editorMessages } from "./i18n";
export { BUILT_IN_LOGIN_METHODS } from "./LoginMethodsField";
export { FAVICON_LIMITS } from "./MobileWebPanel";
export { BANNER_IMAGE_LIMITS } from "./ModuleItemsField";
export type { PortalPreviewProps } from "./PortalPreview";
export { PortalPreview } from "./PortalPreview";
export type { AutoSaveStatus } from "./useAutoSave";
export { AUTO_SAVE_DELAY_MS, SAVED_INDICATOR_MS, useAutoSave } from "./useAutoSave";
