import { stripForDeviceSave, stripForGroupSave } from "@portico/sdk/rules";
import type { FastifyRequest } from "fastify";
import { checkNetworkDetail, type NetworkDetail, normalizeDetail, Problems } from "../network/networkValidation";

// Strips, checks (400 with every bad field under `base`) and normalises a detail as it is stored.
function save(detail: NetworkDetail, base: string, req: FastifyRequest): NetworkDetail {
  const p = new Problems();
  checkNetworkDetail(detail, base, p);
  p.throwIfAny(req);
  return normalizeDetail(detail);
}

/**
 * A device save (part 1, section 5): `network.wifi` and the group-wide LAN fields stripped, then checked with
 * field paths from the body (`network/lan/0/netmask`) and normalised (WAN blocks, empty probe URLs removed).
 */
export function deviceSaveDetail(body: NetworkDetail, req: FastifyRequest): NetworkDetail {
  return save(body.network ? { ...body, network: stripForDeviceSave(body.network) } : { ...body }, "", req);
}

/**
 * A group save: `network.wan` and the LAN interface, mode and vlanId stripped, then checked with field paths
 * under `detail/` and normalised.
 */
export function groupSaveDetail(body: NetworkDetail, req: FastifyRequest): NetworkDetail {
  return save(body.network ? { ...body, network: stripForGroupSave(body.network) } : { ...body }, "detail", req);
}
