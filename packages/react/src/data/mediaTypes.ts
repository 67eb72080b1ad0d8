import type { components } from "@portico/sdk";
import type { ImageVariant } from "@portico/sdk/rules";

type S = components["schemas"];
/** An image in the business's own storage (fileId, fileUrl, filename, variants ...). */
export type UploadedImage = S["UploadedImage"];
/** A video on the video host (fileId, fileUrl). */
export type UploadedVideo = S["Video"];
/** A stock picture found by picture search. */
export type StockPicture = S["Picture"];

/** What `ImageUpload` hands to `onChange`: the image, the URL it picked and which variant that is. */
export type ImageUploadValue = UploadedImage & { url: string; variant: ImageVariant | "original" };
