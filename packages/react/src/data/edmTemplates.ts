import type { components } from "@portico/sdk";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { edmKeys } from "./edmKeys";
import { useClientMutation } from "./useClientMutation";

/** A saved e-mail template: id, name, subject, content. */
export type EdmTemplate = components["schemas"]["EdmTemplate"];
/** What 'save as template' sends. */
export type EdmTemplateInput = components["schemas"]["EdmTemplateInput"];
/** One page of templates: edmTemplates, total, count, startIndex. */
export type EdmTemplatePage = components["schemas"]["EdmTemplatePage"];

/** Template list page size (section 9). */
export const EDM_TEMPLATE_PAGE_SIZE = 10;

/** Marks the business's template lists stale. */
export function invalidateEdmTemplates(queryClient: QueryClient, businessId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: edmKeys.templates(businessId) });
}

/**
 * One page of the business's e-mail templates (10 a page), newest first.
 * @example const { data } = useEdmTemplates(bid, page * 10); data?.edmTemplates
 */
export function useEdmTemplates(businessId: number, startIndex = 0, limit = EDM_TEMPLATE_PAGE_SIZE) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...edmKeys.templates(businessId), startIndex, limit],
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/edm-templates", {
          params: { path: { businessId }, query: { startIndex, limit } },
        })
      ).data,
    enabled: businessId > 0,
    placeholderData: (prev) => prev,
  });
}

/** Saves a template ('EDM template is saved!'). */
export const useCreateEdmTemplate = (businessId: number) =>
  useClientMutation(
    async (client, body: EdmTemplateInput) =>
      (await client.POST("/v3/businesses/{businessId}/edm-templates", { params: { path: { businessId } }, body })).data,
    (qc) => invalidateEdmTemplates(qc, businessId),
  );

/** Deletes a template ('Remove EDM campaign template successfully.'); confirm first. */
export const useRemoveEdmTemplate = (businessId: number) =>
  useClientMutation(
    async (client, id: number) => {
      await client.DELETE("/v3/edm-templates/{templateId}", { params: { path: { templateId: id } } });
    },
    (qc) => invalidateEdmTemplates(qc, businessId),
  );
