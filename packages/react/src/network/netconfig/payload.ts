import { removeEmptyProbeUrls, stripForDeviceSave, stripForGroupSave } from "@portico/sdk/rules";
import type { NetworkConfigTarget, NetworkDetail } from "../../data/networkConfigTypes";

/**
 * What a save sends for a target (part 1 section 5): empty probe URLs removed; a device save keeps `system` and
 * the network without wifi and the LAN addressing; a group save drops the WAN and the LAN port mapping.
 */
export function savePayload(target: NetworkConfigTarget, detail: NetworkDetail): NetworkDetail {
  const urls = detail.endpoint?.probe?.url;
  const out: NetworkDetail = urls
    ? {
        ...detail,
        endpoint: { ...detail.endpoint, probe: { ...detail.endpoint?.probe, url: removeEmptyProbeUrls(urls) } },
      }
    : { ...detail };
  if (target === "device") {
    return {
      ...(out.system ? { system: out.system } : {}),
      ...(out.network ? { network: stripForDeviceSave(out.network) } : {}),
    };
  }
  if (target === "group" && out.network) return { ...out, network: stripForGroupSave(out.network) };
  return out;
}
