import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { air2Keys } from "./air2Keys";
import type { Air2Campaign, Air2CampaignType, Air2ChannelInput, Air2SettingsSection } from "./air2Types";
import { businessQuery } from "./businessQuery";

const projectsQuery = businessQuery(air2Keys.projects, async (client, businessId) => {
  const { data } = await client.GET("/v3/businesses/{businessId}/air2-projects", { params: { path: { businessId } } });
  return data;
});

/**
 * The multi-channel projects of a business, newest first.
 * @example const { data: projects = [] } = useAir2Projects(bid);
 */
export const useAir2Projects = projectsQuery.useResource;

/** One project. */
export function useAir2Project(businessId: number, projectId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: air2Keys.project(businessId, projectId),
    queryFn: async () => (await client.GET("/v3/air2-projects/{projectId}", { params: { path: { projectId } } })).data,
    enabled: projectId > 0,
  });
}

/** Adds a project. */
export function useCreateAir2Project(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (
        await client.POST("/v3/businesses/{businessId}/air2-projects", {
          params: { path: { businessId } },
          body: { name },
        })
      ).data,
    onSuccess: () => projectsQuery.invalidate(queryClient, businessId),
  });
}

/** Removes a project with its campaigns. */
export function useRemoveAir2Project(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (projectId: number) => {
      await client.DELETE("/v3/air2-projects/{projectId}", { params: { path: { projectId } } });
    },
    onSuccess: () => projectsQuery.invalidate(queryClient, businessId),
  });
}

/** The campaigns of a project, newest first. */
export function useAir2Campaigns(businessId: number, projectId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: air2Keys.campaigns(businessId, projectId),
    queryFn: async () =>
      (await client.GET("/v3/air2-projects/{projectId}/campaigns", { params: { path: { projectId } } })).data,
    enabled: projectId > 0,
  });
}

/** The campaign types a project offers. */
export function useAir2CampaignTypes(businessId: number, projectId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: air2Keys.types(businessId, projectId),
    queryFn: async () =>
      (await client.GET("/v3/air2-projects/{projectId}/types", { params: { path: { projectId } } })).data,
    enabled: projectId > 0,
  });
}

/** Creates a campaign of a type in a project. */
export function useCreateAir2Campaign(businessId: number, projectId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (type: Air2CampaignType) =>
      (
        await client.POST("/v3/air2-projects/{projectId}/campaigns", {
          params: { path: { projectId } },
          body: { type },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: air2Keys.scoped(businessId) }),
  });
}

/** One campaign with its channels. */
export function useAir2Campaign(businessId: number, campaignId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: air2Keys.campaign(businessId, campaignId),
    queryFn: async () =>
      (await client.GET("/v3/air2-campaigns/{campaignId}", { params: { path: { campaignId } } })).data,
    enabled: campaignId > 0,
  });
}

/** Removes a campaign. */
export function useRemoveAir2Campaign(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaignId: number) => {
      await client.DELETE("/v3/air2-campaigns/{campaignId}", { params: { path: { campaignId } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: air2Keys.scoped(businessId) }),
  });
}

/** Activates (true) or deactivates (false) a campaign; the caches take the answer. */
export function useSetAir2CampaignActive(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { campaignId: number; active: boolean }) => {
      const params = { params: { path: { campaignId: v.campaignId } } };
      return v.active
        ? (await client.POST("/v3/air2-campaigns/{campaignId}/activate", params)).data
        : (await client.POST("/v3/air2-campaigns/{campaignId}/deactivate", params)).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: air2Keys.scoped(businessId) }),
  });
}

/** A settings section (general, filters, scheduler) of a campaign: sources, widgets and data. */
export function useAir2Settings(businessId: number, campaignId: number, section: Air2SettingsSection) {
  const { client } = usePortico();
  return useQuery({
    queryKey: air2Keys.settings(businessId, campaignId, section),
    queryFn: async () =>
      (
        await client.GET("/v3/air2-campaigns/{campaignId}/settings/{section}", {
          params: { path: { campaignId, section } },
        })
      ).data,
    enabled: campaignId > 0,
  });
}

/** Saves a settings section's data; a new source changes the filters and placeholders, so the campaign reloads. */
export function useSaveAir2Settings(businessId: number, campaignId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { section: Air2SettingsSection; data: Record<string, unknown> }) =>
      (
        await client.PUT("/v3/air2-campaigns/{campaignId}/settings/{section}", {
          params: { path: { campaignId, section: v.section } },
          body: { data: v.data },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: air2Keys.campaign(businessId, campaignId) }),
  });
}

/** The channel types, the channel limit and the placeholders of a campaign. */
export function useAir2ChannelTypes(businessId: number, campaignId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: air2Keys.channelTypes(businessId, campaignId),
    queryFn: async () =>
      (await client.GET("/v3/air2-campaigns/{campaignId}/channel-types", { params: { path: { campaignId } } })).data,
    enabled: campaignId > 0,
  });
}

/** Replaces every channel of a campaign (sent without ids). */
export function useSaveAir2Channels(businessId: number, campaignId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (channels: Air2ChannelInput[]) =>
      (
        await client.PUT("/v3/air2-campaigns/{campaignId}/channels/bulk", {
          params: { path: { campaignId } },
          body: { channels },
        })
      ).data,
    onSuccess: (channels) =>
      queryClient.setQueryData<Air2Campaign>(air2Keys.campaign(businessId, campaignId), (c) =>
        c ? { ...c, channels } : c,
      ),
  });
}

/** Sends a test of the campaign (type=test) to e-mails and phones. */
export function useDispatchAir2Test(campaignId: number) {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (recipients: { emails: string[]; phones: string[] }) =>
      (
        await client.POST("/v3/air2-campaigns/{campaignId}/dispatch", {
          params: { path: { campaignId } },
          body: { type: "test", recipients },
        })
      ).data,
  });
}

/** The filter preview: up to 100 rows that pass the campaign's filters, loaded when `enabled`. */
export function useAir2FilterPreview(businessId: number, campaignId: number, enabled: boolean) {
  const { client } = usePortico();
  return useQuery({
    queryKey: air2Keys.preview(businessId, campaignId),
    queryFn: async () =>
      (
        await client.GET("/v3/air2-campaigns/{campaignId}/filter-preview", {
          params: { path: { campaignId }, query: { limit: 100 } },
        })
      ).data,
    enabled: enabled && campaignId > 0,
  });
}

/** A statistics range in epoch seconds. */
export interface Air2StatRange {
  from: number;
  to: number;
}

/** Per-channel statistics of a campaign in a range. */
export function useAir2Stat(businessId: number, campaignId: number, range: Air2StatRange | null) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...air2Keys.campaign(businessId, campaignId), "stat", range],
    queryFn: async () =>
      (
        await client.GET("/v3/air2-campaigns/{campaignId}/stat", {
          params: { path: { campaignId }, query: range ?? {} },
        })
      ).data,
    enabled: campaignId > 0 && range !== null,
  });
}

/** Messages a channel sent per day in a range. */
export function useAir2Growths(businessId: number, campaignId: number, channelId: number, range: Air2StatRange | null) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...air2Keys.campaign(businessId, campaignId), "growths", channelId, range],
    queryFn: async () =>
      (
        await client.GET("/v3/air2-campaigns/{campaignId}/channels/{channelId}/growths", {
          params: { path: { campaignId, channelId }, query: { period: "daily", ...(range ?? {}) } },
        })
      ).data,
    enabled: campaignId > 0 && channelId > 0 && range !== null,
  });
}

/** The lists of a channel's statistics. */
export type Air2ChannelList = "individuals" | "failed" | "unsubscribed";

/** One page of a channel's opened, failed or unsubscribed recipients. */
export function useAir2ChannelRecipients(
  businessId: number,
  campaignId: number,
  channelId: number,
  list: Air2ChannelList,
  range: Air2StatRange | null,
  page: { startIndex: number; limit: number },
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...air2Keys.campaign(businessId, campaignId), list, channelId, range, page],
    queryFn: async () => {
      const params = { params: { path: { campaignId, channelId }, query: { ...(range ?? {}), ...page } } };
      if (list === "failed")
        return (await client.GET("/v3/air2-campaigns/{campaignId}/channels/{channelId}/failed", params)).data;
      if (list === "unsubscribed")
        return (await client.GET("/v3/air2-campaigns/{campaignId}/channels/{channelId}/unsubscribed", params)).data;
      return (await client.GET("/v3/air2-campaigns/{campaignId}/channels/{channelId}/individuals", params)).data;
    },
    enabled: campaignId > 0 && channelId > 0 && range !== null,
  });
}

/** One page of the links clicked in a channel's messages. */
export function useAir2ChannelUrls(
  businessId: number,
  campaignId: number,
  channelId: number,
  range: Air2StatRange | null,
  page: { startIndex: number; limit: number },
) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...air2Keys.campaign(businessId, campaignId), "urls", channelId, range, page],
    queryFn: async () =>
      (
        await client.GET("/v3/air2-campaigns/{campaignId}/channels/{channelId}/urls", {
          params: { path: { campaignId, channelId }, query: { ...(range ?? {}), ...page } },
        })
      ).data,
    enabled: campaignId > 0 && channelId > 0 && range !== null,
  });
}
