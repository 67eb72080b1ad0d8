/** Network configuration templates and their editor (network/netconfig), and the roaming channel selector. */

export {
  fetchNetworkConfig,
  fetchNetworkConfigs,
  invalidateNetworkConfigs,
  useCreateNetworkConfig,
  useNetworkConfig,
  useNetworkConfigs,
  useRemoveNetworkConfig,
  useUpdateNetworkConfig,
} from "../../data/networkConfigs";
export type {
  NetworkConfig,
  NetworkConfigTarget,
  NetworkDetail,
  NetworkSection,
  RoamingChannel,
} from "../../data/networkConfigTypes";
export { fetchRoamingChannels, useCreateRoamingChannel, useRoamingChannels } from "../../data/roamingChannels";
export type { RoamingChannelSelectProps } from "../../ui/roaming/RoamingChannelSelect";
export { RoamingChannelSelect } from "../../ui/roaming/RoamingChannelSelect";
export { netconfigMessages } from "./i18n";
export type { NetworkConfigEditorProps } from "./NetworkConfigEditor";
export { NETWORK_CONFIG_NAME_MAX, NetworkConfigEditor, TARGET_SECTIONS } from "./NetworkConfigEditor";
export type { NetworkConfigListProps, NetworkConfigListState } from "./NetworkConfigList";
export { COPY_SUFFIX, NetworkConfigList } from "./NetworkConfigList";
export { savePayload } from "./payload";
export type { Problem, Problems } from "./validateDetail";
export { validateDetail } from "./validateDetail";
