import { parseFileSize } from "@portico/sdk/rules";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { invalidateMedia } from "../data/mediaKeys";
import type { UploadedImage, UploadedVideo } from "../data/mediaTypes";
import { usePortico } from "../provider/context";
import { putWithProgress } from "./putWithProgress";

/** Limits sent with the signed-URL request, so that the server enforces the widget's own limits too. */
export interface SignedUploadLimits {
  maxSize?: string;
  maxWidth?: number;
  maxHeight?: number;
}

/**
 * The upload flow: ask for a signed URL, PUT the file with progress, then register an image in "My files".
 * `progress` is 0..100 while uploading, else null; on failure it stops where it was and `upload` rejects.
 * @example
 * const { upload, progress } = useSignedUpload(businessId);
 * const image = await upload(file, { maxSize: "500KB", maxWidth: 600, maxHeight: 600 });
 */
export function useSignedUpload(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: File, limits: SignedUploadLimits = {}): Promise<UploadedImage | UploadedVideo> => {
      setProgress(0);
      const maxSize = limits.maxSize && parseFileSize(limits.maxSize) !== null ? limits.maxSize : undefined;
      const { data: signed } = await client.POST("/v3/files/signedurl", {
        body: {
          businessId,
          filename: file.name || "upload",
          type: file.type,
          ...(maxSize ? { maxSize } : {}),
          ...(limits.maxWidth ? { maxWidth: limits.maxWidth } : {}),
          ...(limits.maxHeight ? { maxHeight: limits.maxHeight } : {}),
        },
      });
      const stored = (await putWithProgress(signed.uploadUrl, file, file.type, (f) =>
        setProgress(Math.round(f * 100)),
      )) as UploadedImage | UploadedVideo;
      if (file.type.startsWith("image/")) {
        const { data } = await client.POST("/v3/businesses/{businessId}/files", {
          params: { path: { businessId } },
          body: { fileId: stored.fileId },
        });
        await invalidateMedia(qc, businessId);
        setProgress(null);
        return data;
      }
      await invalidateMedia(qc, businessId);
      setProgress(null);
      return stored;
    },
    [client, businessId, qc],
  );

  return { upload, progress, setProgress };
}
