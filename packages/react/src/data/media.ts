import type { PorticoClient } from "@portico/sdk";
import { PICTURE_SEARCH_PAGE_SIZE } from "@portico/sdk/rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { invalidateMedia, mediaKeys } from "./mediaKeys";
import type { UploadedImage } from "./mediaTypes";

/** Page size of "My files" and of picture search (the spec's picture search page, 20). */
export const MEDIA_PAGE_SIZE = PICTURE_SEARCH_PAGE_SIZE;

/** Loads one page of the business's registered images, newest first. */
export async function fetchFiles(client: PorticoClient, businessId: number, startIndex: number) {
  const { data } = await client.GET("/v3/businesses/{businessId}/files", {
    params: { path: { businessId }, query: { startIndex, limit: MEDIA_PAGE_SIZE } },
  });
  return data;
}

/** One page of "My files". */
export function useFiles(businessId: number, startIndex: number, enabled = true) {
  const { client } = usePortico();
  return useQuery({
    queryKey: mediaKeys.files(businessId, startIndex),
    queryFn: () => fetchFiles(client, businessId, startIndex),
    enabled: enabled && businessId > 0,
  });
}

/** Deletes an image with its variants. */
export function useDeleteFile(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: string) =>
      (await client.DELETE("/v3/businesses/{businessId}/files/{fileId}", { params: { path: { businessId, fileId } } }))
        .data,
    onSuccess: () => invalidateMedia(qc, businessId),
  });
}

/** One page of picture search (keywords match the pictures' tags). */
export function usePictureSearch(businessId: number, keywords: string, page: number, enabled = true) {
  const { client } = usePortico();
  return useQuery({
    queryKey: mediaKeys.pictures(businessId, keywords, page),
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/pic/", {
          params: {
            path: { businessId },
            query: { page, limit: MEDIA_PAGE_SIZE, ...(keywords ? { keywords } : {}) },
          },
        })
      ).data,
    enabled: enabled && businessId > 0,
  });
}

/** Copies a stock picture into the business's own storage; resolves to the copy. */
export function usePickPicture(businessId: number) {
  const { client } = usePortico();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (pictureId: string): Promise<UploadedImage> =>
      (
        await client.POST("/v3/businesses/{businessId}/pic/{pictureId}/copy", {
          params: { path: { businessId, pictureId } },
        })
      ).data,
    onSuccess: () => invalidateMedia(qc, businessId),
  });
}
