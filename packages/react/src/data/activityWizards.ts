import type { components, PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormValues } from "../dynamicform/dynamicFormRules";
import { usePortico } from "../provider/context";
import { invalidateBusinessActivities } from "./activities";
import { activitiesKeys } from "./activitiesKeys";
import { businessKeys } from "./businessKeys";

/** One wizard template (contract `WizardTemplate`): code, name, description and its form. */
export type WizardTemplate = components["schemas"]["WizardTemplate"];
/** A template's code: bus, public, party, community, restaurant, multiLogin, social, survey-coupon, empty. */
export type WizardTemplateCode = components["schemas"]["WizardTemplateCode"];
/** What createActivityByWizard answers: the new activity's id and profile. */
export type ActivityByWizard = components["schemas"]["ActivityByWizard"];

/** Loads the first-activity wizard's nine templates with their forms. */
export async function fetchActivityWizards(client: PorticoClient, businessId: number): Promise<WizardTemplate[]> {
  const { data } = await client.GET("/v3/businesses/{businessId}/activity-wizards", {
    params: { path: { businessId } },
  });
  return data.templateList;
}

/**
 * The wizard templates of a business.
 * @example const { data: templates = [] } = useActivityWizards(bid);
 */
export function useActivityWizards(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: activitiesKeys.wizards(businessId),
    queryFn: () => fetchActivityWizards(client, businessId),
    enabled: businessId > 0,
    staleTime: 5 * 60_000,
  });
}

/**
 * Creates an activity from a template. The server marks the first-activity guide step done, so the business
 * preference (the console's guide state) and the activity lists are refetched.
 */
export function useCreateActivityByWizard(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { templateCode: WizardTemplateCode; form: FormValues; appId?: number | null }) =>
      (
        await client.POST("/v3/businesses/{businessId}/activity-wizards", {
          params: { path: { businessId } },
          body,
        })
      ).data as ActivityByWizard,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.preference(businessId) }),
        invalidateBusinessActivities(queryClient, businessId),
      ]),
  });
}
