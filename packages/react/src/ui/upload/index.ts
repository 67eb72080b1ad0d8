/** Uploads and media widgets: ImageUpload, VideoUpload and the image library dialog. */

export { invalidateMedia, mediaKeys } from "../../data/mediaKeys";
export type { ImageUploadProblem, ImageUploadProps } from "./ImageUpload";
export { ImageUpload, imageValueOf, serverProblemKind } from "./ImageUpload";
export type { MediaLibraryDialogProps } from "./MediaLibraryDialog";
export { MediaLibraryDialog } from "./MediaLibraryDialog";
export type { ImageUploadValue, StockPicture, UploadedImage, UploadedVideo } from "./types";
export {
  fetchFiles,
  MEDIA_PAGE_SIZE,
  useDeleteFile,
  useFiles,
  usePickPicture,
  usePictureSearch,
} from "./useMedia";
export type { SignedUploadLimits } from "./useSignedUpload";
export { useSignedUpload } from "./useSignedUpload";
export type { VideoUploadProps } from "./VideoUpload";
export { VIDEO_TYPES, VideoUpload } from "./VideoUpload";
