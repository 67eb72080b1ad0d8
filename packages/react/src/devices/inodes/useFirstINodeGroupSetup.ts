import type { components } from "@portico/sdk";
import { applyWizardSsidNames, type WifiBand } from "@portico/sdk/rules";
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { businessKeys } from "../../data/businessKeys";
import { devicesKeys } from "../../data/devicesKeys";
import { networkKeys } from "../../data/networkKeys";
import { usePortico } from "../../provider/context";
import { bindKey, toAccessCode } from "./accessCode";

type ConfigGroupInput = components["schemas"]["ConfigGroupInput"];

/** What the first iNode group wizard collects. */
export interface FirstINodeGroupInput {
  ac: string;
  modelId: string;
  nickname: string;
  groupName: string;
  ssid: string;
  timeZone: string;
  /** An existing configuration group id, or "new" for a configuration named `newName` with the SSIDs of `ssid`. */
  configuration: number | "new";
  /** The new configuration's name ('My First Setting', or a free variant when the business has one). */
  newName: string;
  /** The existing configuration's settings when the typed SSID differs from its own: its SSIDs are renamed. */
  renameSsidsOf?: Pick<ConfigGroupInput, "network"> | undefined;
}

/** The first configuration's defaults with every enabled SSID renamed from the wizard's SSID. */
function withSsid<T extends Pick<ConfigGroupInput, "network">>(defaults: T, ssid: string): T {
  const wifi = defaults.network?.wifi;
  if (!wifi) return defaults;
  const bands = Object.fromEntries(
    (Object.entries(wifi) as [WifiBand, NonNullable<(typeof wifi)[WifiBand]>][]).map(([band, radio]) => [
      band,
      { ...radio, ssid: applyWizardSsidNames(radio.ssid, ssid, band) },
    ]),
  );
  return { ...defaults, network: { ...defaults.network, wifi: bands } };
}

/**
 * The wizard's completion: (a new configuration when asked, else the chosen one's SSIDs renamed to the typed SSID
 * when it differs), create the group, bind the device, mark the
 * first-group guide step done. Each step runs once: a retry after a failure (say, the device is bound
 * elsewhere) reuses what was already created. Resolves to the bound device's cuid.
 */
export function useFirstINodeGroupSetup(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const made = useRef<{ configId?: number; groupId?: number; renamed?: boolean; key: string }>({
    key: `bind-ui:${crypto.randomUUID()}`,
  });
  return async (input: FirstINodeGroupInput): Promise<string> => {
    const path = { businessId };
    let configurationId = input.configuration === "new" ? made.current.configId : input.configuration;
    if (configurationId === undefined) {
      const defaults = (
        await client.GET("/v3/businesses/{businessId}/config-groups/first-defaults", { params: { path } })
      ).data;
      const body = {
        ...withSsid(defaults, input.ssid),
        name: input.newName,
        timeZone: input.timeZone,
        modelId: input.modelId,
      };
      configurationId = (await client.POST("/v3/businesses/{businessId}/config-groups", { params: { path }, body }))
        .data.id;
      made.current.configId = configurationId;
      await queryClient.invalidateQueries({ queryKey: networkKeys.configGroups(businessId) });
    } else if (input.renameSsidsOf && !made.current.renamed) {
      // The guests' WiFi is the SSID the owner typed here, on the configuration the group uses.
      const { network } = withSsid(input.renameSsidsOf, input.ssid);
      await client.PUT("/v3/config-groups/{configGroupId}", {
        params: { path: { configGroupId: configurationId } },
        body: { network },
      });
      made.current.renamed = true;
      await queryClient.invalidateQueries({ queryKey: networkKeys.configGroups(businessId) });
    }
    if (made.current.groupId === undefined) {
      const body = { name: input.groupName, timeZone: input.timeZone, modelId: input.modelId, configurationId };
      made.current.groupId = (
        await client.POST("/v3/businesses/{businessId}/inode-groups", { params: { path }, body })
      ).data.id;
    }
    const bind = {
      ac: toAccessCode(input.ac) ?? input.ac,
      modelId: input.modelId,
      timeZone: input.timeZone,
      nickname: input.nickname,
      groupId: made.current.groupId,
    };
    const node = (
      await client.POST("/v3/businesses/{businessId}/inodes", {
        params: { path, header: { "Idempotency-Key": bindKey(made.current.key, bind) } },
        body: bind,
      })
    ).data;
    const preference = (
      await client.PUT("/v3/businesses/{businessId}/preference", {
        params: { path },
        body: {
          status: {
            isFirstINodeGroupDone: true,
            ...(input.configuration === "new" ? { isFirstConfigGroupDone: true } : {}),
          },
        },
      })
    ).data;
    queryClient.setQueryData(businessKeys.preference(businessId), preference);
    await queryClient.invalidateQueries({ queryKey: devicesKeys.scoped(businessId) });
    return node.cuid;
  };
}
