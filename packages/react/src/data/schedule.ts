import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { configGroupKeys } from "./configGroupKeys";
import type { ScheduleEntry, ScheduleEvent } from "./configGroupTypes";
import { networkKeys } from "./networkKeys";

/**
 * The calendar (events) of a configuration group.
 * @example const { data } = useSchedule(bid, cgid); data?.events.map(...)
 */
export function useSchedule(businessId: number, configGroupId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: networkKeys.schedule(businessId, configGroupId),
    queryFn: async () =>
      (await client.GET("/v3/config-groups/{configGroupId}/schedule", { params: { path: { configGroupId } } })).data,
    enabled: configGroupId > 0,
  });
}

/** Replaces the whole calendar (the server refuses new or changed events before today). */
export function useSaveSchedule(businessId: number, configGroupId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (events: ScheduleEvent[]) =>
      (
        await client.PUT("/v3/config-groups/{configGroupId}/schedule", {
          params: { path: { configGroupId } },
          body: { events },
        })
      ).data,
    onSuccess: (s) => queryClient.setQueryData(networkKeys.schedule(businessId, configGroupId), s),
  });
}

/** Deletes one calendar event and its day schedules from today on. */
export function useDeleteScheduleEvent(businessId: number, configGroupId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (eventId: string) =>
      (
        await client.DELETE("/v3/config-groups/{configGroupId}/schedule", {
          params: { path: { configGroupId }, query: { eventId } },
        })
      ).data,
    onSuccess: async (s) => {
      queryClient.setQueryData(networkKeys.schedule(businessId, configGroupId), s);
      await queryClient.invalidateQueries({ queryKey: networkKeys.schedule(businessId, configGroupId) });
    },
  });
}

/** The schedule entries of one date (YYYY-MM-DD in the group's time zone). */
export function useDateSchedule(businessId: number, configGroupId: number, date: string) {
  const { client } = usePortico();
  return useQuery({
    queryKey: configGroupKeys.dateSchedule(businessId, configGroupId, date),
    queryFn: async () =>
      (
        await client.GET("/v3/config-groups/{configGroupId}/schedule/dates/{date}", {
          params: { path: { configGroupId, date } },
        })
      ).data,
    enabled: configGroupId > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

/** Replaces the entries of one date (past entries must be sent unchanged). */
export function useSaveDateSchedule(businessId: number, configGroupId: number, date: string) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: ScheduleEntry[]) =>
      (
        await client.PUT("/v3/config-groups/{configGroupId}/schedule/dates/{date}", {
          params: { path: { configGroupId, date } },
          body: { entries },
        })
      ).data,
    onSuccess: (d) => queryClient.setQueryData(configGroupKeys.dateSchedule(businessId, configGroupId, date), d),
  });
}
