import { type components, type PorticoClient, PorticoError } from "@portico/sdk";
import type { INodeStatusFilter } from "@portico/sdk/rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { devicesKeys } from "./devicesKeys";

export type AccessPoint = components["schemas"]["AccessPoint"];
type INode = components["schemas"]["INode"];

/** The list filters kept in the /accesspoints query string (accessPointName, iNodeName, status; cuid = one iNode). */
export interface AccessPointFilters {
  accessPointName?: string;
  iNodeName?: string;
  /** The iNode's status: online, offline or unconf. */
  status?: INodeStatusFilter | "";
  cuid?: string;
  /** `field:dir` order of the list (default name:asc); a host keeps it in the query string with the filters. */
  sort?: AccessPointSort;
}

/** An order the server sorts the access points by. */
export type AccessPointSort = `${"name" | "mac" | "iNodeName" | "snapshotTs"}:${"asc" | "desc"}`;

/** An access point of the business with its iNode's status (`iNodeOnline`, `iNodeStatus`). */
export type AccessPointRow = components["schemas"]["BusinessAccessPoint"];
/** One page of the business's access points and the count of all matches. */
export type AccessPointPage = components["schemas"]["BusinessAccessPointPage"];

/** Which page of the list: zero-based row index, rows per page, and `field:dir` order (default name:asc). */
export interface AccessPointPaging {
  startIndex: number;
  limit: number;
  sort?: AccessPointSort;
}

/** Most iNodes the scan dialog's picker offers at once: it searches the server for the rest. */
export const INODE_CHOICES = 50;

/** Loads the iNodes of a business matching a status and name (nickname, cuid or ac) filter. */
export async function fetchINodesFor(
  client: PorticoClient,
  businessId: number,
  f: AccessPointFilters,
): Promise<INode[]> {
  const query = {
    limit: INODE_CHOICES,
    ...(f.status ? { status: f.status } : {}),
    ...(f.iNodeName?.trim() ? { name: f.iNodeName.trim() } : {}),
  };
  return (await client.GET("/v3/businesses/{businessId}/inodes", { params: { path: { businessId }, query } })).data
    .inodes;
}

/** Loads the access points added to one iNode. */
export async function fetchINodeAccessPoints(client: PorticoClient, cuid: string): Promise<AccessPoint[]> {
  return (await client.GET("/v3/inodes/{cuid}/access-points", { params: { path: { cuid } } })).data;
}

/**
 * One page of the business's access points, filtered and paged by the server in one request (so a business with
 * 50,000 iNodes costs the same as one with five).
 */
export async function fetchBusinessAccessPoints(
  client: PorticoClient,
  businessId: number,
  f: AccessPointFilters,
  paging: AccessPointPaging = { startIndex: 0, limit: 20 },
): Promise<AccessPointPage> {
  const query = {
    ...paging,
    ...(f.accessPointName?.trim() ? { accessPointName: f.accessPointName.trim() } : {}),
    ...(f.iNodeName?.trim() ? { iNodeName: f.iNodeName.trim() } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.cuid ? { cuid: f.cuid } : {}),
  };
  return (await client.GET("/v3/businesses/{businessId}/access-points", { params: { path: { businessId }, query } }))
    .data;
}

/** One page of the business's access points for the current filters (the previous page stays while loading). */
export function useBusinessAccessPoints(businessId: number, f: AccessPointFilters, paging: AccessPointPaging) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...devicesKeys.accessPoints(businessId), f, paging],
    queryFn: () => fetchBusinessAccessPoints(client, businessId, f, paging),
    placeholderData: (prev) => prev,
  });
}

/**
 * The iNodes the scan dialog offers: the first {@link INODE_CHOICES} of the business matching `search` (nickname,
 * cuid or ac, searched by the server, so a fleet of 50,000 costs one page), plus the preselected `cuid` when the
 * page leaves it out.
 */
export function useINodeChoices(businessId: number, enabled: boolean, cuid?: string, search = "") {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...devicesKeys.inodes(businessId), "choices", cuid ?? "", search.trim()],
    queryFn: async () => {
      const page = await fetchINodesFor(client, businessId, { iNodeName: search });
      if (!cuid || page.some((n) => n.cuid === cuid)) return page;
      // A cuid from the query string that is not the business's (404) just is not offered.
      const one = await client.GET("/v3/inodes/{cuid}", { params: { path: { cuid } } }).then(
        (r) => r.data,
        (err: unknown) => {
          if (err instanceof PorticoError && err.status === 404) return null;
          throw err;
        },
      );
      return one ? [one, ...page] : page;
    },
    placeholderData: (prev) => prev,
    enabled,
  });
}

/** Scans for the access points an iNode sees now (those already added come back checked and named). */
export function useScanAccessPoints() {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (cuid: string) =>
      (await client.POST("/v3/inodes/{cuid}/access-points/scan", { params: { path: { cuid } } })).data,
  });
}

/** Adds the checked access points to an iNode (each checked one needs a name). */
export function useAddAccessPoints(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      cuid: string;
      accessPoints: { mac: string; ip: string; name: string | null; checked: boolean }[];
    }) =>
      (
        await client.POST("/v3/inodes/{cuid}/access-points", {
          params: { path: { cuid: input.cuid } },
          body: { accessPoints: input.accessPoints },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKeys.accessPoints(businessId) }),
  });
}
