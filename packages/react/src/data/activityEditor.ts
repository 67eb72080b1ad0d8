import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { activitiesKeys } from "./activitiesKeys";
import type { Activity, ActivityContent, ActivityPreview, DeployedActivity } from "./activityEditorTypes";
import { devicesKeys } from "./devicesKeys";

/** Loads an activity's running copy. */
export async function fetchActivity(client: PorticoClient, activityId: number): Promise<Activity> {
  return (await client.GET("/v3/activities/{activityId}", { params: { path: { activityId } } })).data;
}

/** Loads (or makes, on first use) an activity's preview copy. */
export async function fetchActivityPreview(client: PorticoClient, activityId: number): Promise<ActivityPreview> {
  return (await client.GET("/v3/activities/{activityId}/preview", { params: { path: { activityId } } })).data;
}

/**
 * An activity's running copy, with its links.
 * @example const { data: activity } = useActivity(bid, aid);
 */
export function useActivity(businessId: number, activityId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: activitiesKeys.activity(businessId, activityId),
    queryFn: () => fetchActivity(client, activityId),
    enabled: activityId > 0,
  });
}

/**
 * The preview copy the editor works on. Not refetched on focus: the editor owns it while open.
 * @example const { data: preview } = useActivityPreview(bid, aid);
 */
export function useActivityPreview(businessId: number, activityId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: activitiesKeys.preview(businessId, activityId),
    queryFn: () => fetchActivityPreview(client, activityId),
    enabled: activityId > 0,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Auto-saves parts of the preview copy (setActivityPreview). */
export function useSetActivityPreview(businessId: number, activityId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ActivityContent) =>
      (await client.PUT("/v3/activities/{activityId}/preview", { params: { path: { activityId } }, body })).data,
    onSuccess: (preview) => queryClient.setQueryData(activitiesKeys.preview(businessId, activityId), preview),
  });
}

/** Saves the diff into the running copy and deploys it (updateActivity); `resetVisitors` resets grants too. */
export function useUpdateActivity(businessId: number, activityId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ActivityContent & { resetVisitors?: boolean }): Promise<DeployedActivity> =>
      (await client.PUT("/v3/activities/{activityId}", { params: { path: { activityId } }, body })).data,
    onSuccess: async (saved) => {
      queryClient.setQueryData(activitiesKeys.activity(businessId, activityId), saved);
      await queryClient.invalidateQueries({ queryKey: activitiesKeys.list(businessId) });
    },
  });
}

/** Resets the grant status of the activity's visitors (resetActivityVisitors). */
export function useResetActivityVisitors(activityId: number) {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async () =>
      (await client.POST("/v3/activities/{activityId}/visitors/reset", { params: { path: { activityId } } })).data,
  });
}

/** Validates the saved CMX URL with the saved validator (validateActivityCmx). */
export function useValidateActivityCmx(activityId: number) {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async () =>
      (await client.POST("/v3/activities/{activityId}/cmx/validate", { params: { path: { activityId } } })).data,
  });
}

/** Generates a new CMX validator (generateActivityCmxValidator). */
export function useGenerateActivityCmxValidator(activityId: number) {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async () =>
      (await client.POST("/v3/activities/{activityId}/cmx/validator", { params: { path: { activityId } } })).data,
  });
}

/** Sets the activity's grant app (updateActivityProfile). */
export function useUpdateActivityProfile(businessId: number, activityId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (grantAppId: number | null) =>
      (
        await client.PUT("/v3/activities/{activityId}/profile", {
          params: { path: { activityId } },
          body: { grantAppId },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.activity(businessId, activityId) }),
  });
}

/** The business's custom authentication apps (login methods `app:<id>`), duplicates removed by id. */
export function useAuthAppChoices(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: activitiesKeys.authApps(businessId),
    queryFn: async () => {
      const { data } = await client.GET("/v3/businesses/{businessId}/auth-apps", {
        params: { path: { businessId } },
      });
      return [...new Map(data.map((a) => [a.id, a])).values()];
    },
    enabled: businessId > 0,
    retry: false,
  });
}

/** One server page of the business's iNodes matching `name` (for the deploy picker). */
export function useINodePage(businessId: number, name: string, startIndex: number, limit = 10) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...devicesKeys.inodes(businessId), "picker", name, startIndex, limit] as const,
    queryFn: async () =>
      (
        await client.GET("/v3/businesses/{businessId}/inodes", {
          params: { path: { businessId }, query: { ...(name ? { name } : {}), startIndex, limit } },
        })
      ).data,
    enabled: businessId > 0,
    placeholderData: (prev) => prev,
  });
}
