import type { components, PorticoClient } from "@portico/sdk";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { activitiesKeys } from "./activitiesKeys";
import { businessKeys } from "./businessKeys";

/** One activity as the list shows it (contract `ActivitySummary`). */
export type ActivitySummary = components["schemas"]["ActivitySummary"];
/** Public name of {@link ActivitySummary} (the editor area owns the name `Activity`). */
export type ActivityListItem = ActivitySummary;
/** A full activity (contract `Activity`), as createActivity and duplicateActivity answer. */
export type Activity = components["schemas"]["Activity"];

/** The spec's pause between an add and the list's reload (part 1 section 4: 'The list reloads 1 s after an add'). */
export const RELOAD_AFTER_ADD_MS = 1000;

/**
 * Loads the activities of a business, most recently updated first (the server's order); with `appId` only
 * that project's (event mode).
 */
export async function fetchBusinessActivities(
  client: PorticoClient,
  businessId: number,
  appId?: number,
): Promise<ActivitySummary[]> {
  const { data } = await client.GET("/v3/businesses/{businessId}/activities", {
    params: { path: { businessId }, query: appId ? { appId } : {} },
  });
  return data;
}

/**
 * The query key of a business's activity list (one project's with `appId`, all with 0): the one cache entry of
 * GET /v3/businesses/{businessId}/activities, shared by {@link useBusinessActivities} and {@link useActivities}.
 */
export function activityListKey(businessId: number, appId?: number) {
  return [...activitiesKeys.list(businessId), appId ?? 0] as const;
}

/**
 * The activities of a business (optionally one project's), newest update first.
 * @example const { data: activities = [] } = useBusinessActivities(bid);
 */
export function useBusinessActivities(businessId: number, appId?: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: activityListKey(businessId, appId),
    queryFn: () => fetchBusinessActivities(client, businessId, appId),
    enabled: businessId > 0,
  });
}

/** An activity a schedule entry, an SSID or a portal module can switch to. */
export interface ActivityChoice {
  id: number;
  name: string;
  updatedTs?: number;
}

/** Pure: the choice fields of listed activities, in the list's order ('#id' for one without a name). */
export function toActivityChoices(list: ActivitySummary[]): ActivityChoice[] {
  return list.map((a) => ({
    id: a.id,
    name: a.name ?? `#${a.id}`,
    ...(a.updatedTs !== undefined ? { updatedTs: a.updatedTs } : {}),
  }));
}

/** Loads the activities of a business as choices, most recently updated first. */
export async function fetchActivities(client: PorticoClient, businessId: number): Promise<ActivityChoice[]> {
  return toActivityChoices(await fetchBusinessActivities(client, businessId));
}

/**
 * The activities of a business as choices, for schedule entries, SSIDs and portal modules. It reads the same
 * cache entry as `useBusinessActivities(businessId)`, so an add, copy or removal refreshes both. On failure the
 * widgets show their own 'cannot load' text.
 * @example const { data: activities = [], error } = useActivities(bid);
 */
export function useActivities(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: activityListKey(businessId),
    queryFn: () => fetchBusinessActivities(client, businessId),
    select: toActivityChoices,
    enabled: businessId > 0,
  });
}

/** Marks every activity list of a business stale (every project filter). */
export function invalidateBusinessActivities(queryClient: QueryClient, businessId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: activitiesKeys.list(businessId) });
}

/**
 * Reloads the business's activity lists {@link RELOAD_AFTER_ADD_MS} after an add, as the spec asks; the guide
 * state (business preference) at once, since the server marks the first-activity step done on any add.
 */
export function reloadAfterAdd(queryClient: QueryClient, businessId: number): void {
  void queryClient.invalidateQueries({ queryKey: businessKeys.preference(businessId) });
  setTimeout(() => void invalidateBusinessActivities(queryClient, businessId), RELOAD_AFTER_ADD_MS);
}

/** Adds an empty modules activity (an empty name becomes 'Unnamed'); the list reloads 1 s later. */
export function useCreateActivity(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name?: string; appId?: number | null }) =>
      (await client.POST("/v3/businesses/{businessId}/activities", { params: { path: { businessId } }, body }))
        .data as Activity,
    onSuccess: () => reloadAfterAdd(queryClient, businessId),
  });
}

/** Duplicates an activity (the copy is named with ' Copy'); the list reloads 1 s later. */
export function useDuplicateActivity(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activityId: number) =>
      (await client.POST("/v3/activities/{activityId}/duplicate", { params: { path: { activityId } } }))
        .data as Activity,
    onSuccess: () => reloadAfterAdd(queryClient, businessId),
  });
}

/** Removes an activity; the server refuses (409) one a configuration group's SSID or schedule still shows. */
export function useRemoveActivity(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activityId: number) => {
      await client.DELETE("/v3/activities/{activityId}", { params: { path: { activityId } } });
    },
    onSuccess: () => invalidateBusinessActivities(queryClient, businessId),
  });
}
