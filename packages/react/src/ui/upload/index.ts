/** Uploads and media widgets: ImageUpload, VideoUpload and the image library dialog. */

export {
  fetchFiles,
  MEDIA_PAGE_SIZE,
  useDeleteFile,
  useFiles,
  usePickPicture,
  usePictureSearch,
} from "../../data/media";
export { invalidateMedia, mediaKeys } from "../../data/mediaKeys";
export type { ImageUploadValue, StockPicture, UploadedImage, UploadedVideo } from "../../data/mediaTypes";
export type { ImageUploadProblem, ImageUploadProps } from "./ImageUpload";
export { ImageUpload, imageValueOf, serverProblemKind } from "./ImageUpload";
export type { MediaLibraryDialogProps } from "./MediaLibraryDialog";
export { MediaLibraryDialog } from "./MediaLibraryDialog";
export type { SignedUploadLimits } from "./useSignedUpload";
export { useSignedUpload } from "./useSignedUpload";
export type { VideoUploadProps } from "./VideoUpload";
export { VIDEO_TYPES, VideoUpload } from "./VideoUpload";
