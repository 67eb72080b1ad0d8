import type { components, PorticoClient } from "@portico/sdk";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessQuery } from "./businessQuery";

type S = components["schemas"];
/** A contact source of multi-channel campaigns (draft until saved). */
export type ContactSource = S["ContactSource"];
/** A column of a source (`fiilterable`, `schedulerable` as the contract spells them). */
export type SourceColumn = S["SourceColumn"];
/** What creates or saves a source. */
export type ContactSourceInput = S["ContactSourceInput"];
/** One contact of a source. */
export type ContactSourceRow = S["ContactSourceRow"];
/** A page of a source's rows. */
export type ContactSourceRowPage = S["ContactSourceRowPage"];
/** The import info block: importApi, postBodyExample, downloadUrl. */
export type ContactSourceImportApi = S["ContactSourceImportApi"];
/** A parsed upload waiting for its confirm. */
export type ContactSourceImportPreview = S["ContactSourceImportPreview"];
/** What an import stored. */
export type ContactSourceImportResult = S["ContactSourceImportResult"];

/** Query keys of contact sources, by business. */
export const sourceKeys = {
  all: (businessId: number) => ["business", businessId, "air2-sources"] as const,
  list: (businessId: number) => [...sourceKeys.all(businessId), "list"] as const,
  one: (businessId: number, sourceId: number) => [...sourceKeys.all(businessId), sourceId] as const,
  rows: (businessId: number, sourceId: number, startIndex: number, limit: number) =>
    [...sourceKeys.one(businessId, sourceId), "rows", startIndex, limit] as const,
  importApi: (businessId: number, sourceId: number) => [...sourceKeys.one(businessId, sourceId), "import-api"] as const,
};

/** Loads the contact sources of a business, newest first. */
export async function fetchContactSources(client: PorticoClient, businessId: number): Promise<ContactSource[]> {
  return (await client.GET("/v3/businesses/{businessId}/air2-sources", { params: { path: { businessId } } })).data;
}

const sourcesQuery = businessQuery(sourceKeys.list, fetchContactSources);

/**
 * The contact sources of a business.
 * @example const { data: sources = [] } = useContactSources(bid);
 */
export const useContactSources = sourcesQuery.useResource;
/** Marks a business's contact sources stale. */
export const invalidateContactSources = sourcesQuery.invalidate;
/** Loads a business's contact sources ahead of rendering. */
export const prefetchContactSources = sourcesQuery.prefetch;

/** One contact source. */
export function useContactSource(businessId: number, sourceId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: sourceKeys.one(businessId, sourceId),
    queryFn: async () => (await client.GET("/v3/air2-sources/{sourceId}", { params: { path: { sourceId } } })).data,
    enabled: sourceId > 0,
  });
}

/** A page of a submitted source's rows (10 a page by default). */
export function useContactSourceRows(
  businessId: number,
  sourceId: number,
  startIndex: number,
  limit = 10,
  enabled = true,
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: sourceKeys.rows(businessId, sourceId, startIndex, limit),
    queryFn: async () =>
      (
        await client.GET("/v3/air2-sources/{sourceId}/rows", {
          params: { path: { sourceId }, query: { startIndex, limit } },
        })
      ).data,
    enabled: enabled && sourceId > 0,
    placeholderData: keepPreviousData,
  });
}

/** The import info block of a source (import API, body example, signed template URL). */
export function useContactSourceImportApi(businessId: number, sourceId: number, enabled = true) {
  const { client } = usePortico();
  return useQuery({
    queryKey: sourceKeys.importApi(businessId, sourceId),
    queryFn: async () =>
      (await client.GET("/v3/air2-sources/{sourceId}/import-api", { params: { path: { sourceId } } })).data,
    enabled: enabled && sourceId > 0,
  });
}

function useInvalidate(businessId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sourceKeys.all(businessId) });
}

/** Adds a contact source (a draft). */
export function useCreateContactSource(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (body: ContactSourceInput) =>
      (await client.POST("/v3/businesses/{businessId}/air2-sources", { params: { path: { businessId } }, body })).data,
    onSuccess: invalidate,
  });
}

/** Saves a contact source: name and columns; a draft becomes submitted. */
export function useSaveContactSource(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { id: number; body: ContactSourceInput }) =>
      (await client.PUT("/v3/air2-sources/{sourceId}", { params: { path: { sourceId: v.id } }, body: v.body })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(sourceKeys.one(businessId, saved.id), saved);
      return invalidate();
    },
  });
}

/** Removes a contact source and its rows. */
export function useRemoveContactSource(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (sourceId: number) => {
      await client.DELETE("/v3/air2-sources/{sourceId}", { params: { path: { sourceId } } });
    },
    onSuccess: invalidate,
  });
}

/** The bytes of a file in base64 (the import preview's `content`). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** Uploads a csv or xlsx file for a preview; resolves to the parsed preview with its upload uuid. */
export function usePreviewSourceImport() {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (v: { sourceId: number; file: File }) =>
      (
        await client.POST("/v3/air2-sources/{sourceId}/imports/preview", {
          params: { path: { sourceId: v.sourceId } },
          body: { filename: v.file.name, content: await fileToBase64(v.file) },
        })
      ).data,
  });
}

/** Stores the rows of a previewed upload (optionally replacing rows with the same `indexBy` value). */
export function useConfirmSourceImport(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { sourceId: number; uuid: string; indexBy?: string }) =>
      (
        await client.POST("/v3/air2-sources/{sourceId}/imports/confirm", {
          params: { path: { sourceId: v.sourceId } },
          body: { uuid: v.uuid, ...(v.indexBy ? { indexBy: v.indexBy } : {}) },
        })
      ).data,
    onSuccess: invalidate,
  });
}
