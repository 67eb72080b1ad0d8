import type { QueryClient } from "@tanstack/react-query";
import { businessKeys } from "./businessKeys";

/** Query keys of uploads and media, under the business's scope (the ui layer has no area of its own). */
export const mediaKeys = {
  scoped: (businessId: number) => [...businessKeys.scoped(businessId), "media"] as const,
  files: (businessId: number, startIndex: number) => [...mediaKeys.scoped(businessId), "files", startIndex] as const,
  pictures: (businessId: number, keywords: string, page: number) =>
    [...mediaKeys.scoped(businessId), "pictures", keywords, page] as const,
  videos: (businessId: number) => [...mediaKeys.scoped(businessId), "videos"] as const,
};

/** Refetches everything media of a business (after an upload, pick or delete). */
export function invalidateMedia(queryClient: QueryClient, businessId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: mediaKeys.scoped(businessId) });
}
