import type { PorticoClient } from "@portico/sdk";
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { devicesKeys } from "./devicesKeys";
import type { BindINodeInput, INode, INodePage, INodeStatusFilter } from "./inodeTypes";

/** One page of the iNode list: filters plus 0-based page and page size. */
export interface INodeQuery {
  status?: INodeStatusFilter;
  name?: string;
  groupId?: number;
  page: number;
  pageSize: number;
}

/**
 * Loads one server page of a business's iNodes (ordered by nickname, then cuid): by key after `after` (the previous
 * page's `nextCursor`: the same cost at any depth) when given, else by offset.
 */
export async function fetchINodes(
  client: PorticoClient,
  businessId: number,
  q: INodeQuery,
  after?: string,
): Promise<INodePage> {
  const { data } = await client.GET("/v3/businesses/{businessId}/inodes", {
    params: {
      path: { businessId },
      query: {
        ...(q.status ? { status: q.status } : {}),
        ...(q.name ? { name: q.name } : {}),
        ...(q.groupId !== undefined ? { groupId: q.groupId } : {}),
        ...(after ? { after } : { startIndex: q.page * q.pageSize }),
        limit: q.pageSize,
      },
    },
  });
  return data;
}

/**
 * One server page of iNodes, so a fleet of 50,000 costs one page per view; the previous page stays shown
 * while the next loads. Paging forward continues from the cached page before (keyset: `after` its `nextCursor`);
 * a page reached otherwise (a jump, a reload) is read by offset.
 * @example const { data } = useINodes(bid, { page: 0, pageSize: 20, status: "online" });
 */
export function useINodes(businessId: number, q: INodeQuery) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...devicesKeys.inodes(businessId), q],
    queryFn: () => {
      const before =
        q.page > 0
          ? queryClient.getQueryData<INodePage>([...devicesKeys.inodes(businessId), { ...q, page: q.page - 1 }])
          : undefined;
      return fetchINodes(client, businessId, q, before?.nextCursor ?? undefined);
    },
    enabled: businessId > 0,
    placeholderData: keepPreviousData,
  });
}

/** Marks every cached iNode page of a business stale (active ones refetch). */
export function invalidateINodes(queryClient: QueryClient, businessId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: devicesKeys.inodes(businessId) });
}

/** Loads the first page of a business's iNodes into the cache ahead of rendering. */
export function prefetchINodes(
  queryClient: QueryClient,
  client: PorticoClient,
  businessId: number,
  q: INodeQuery,
): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: [...devicesKeys.inodes(businessId), q],
    queryFn: () => fetchINodes(client, businessId, q),
  });
}

/** Rewrites one device in every cached page (live events and saves), or drops it when `update` returns null. */
export function patchCachedINode(
  queryClient: QueryClient,
  businessId: number,
  cuid: string,
  update: (node: INode) => INode | null,
): void {
  queryClient.setQueriesData<INodePage>({ queryKey: devicesKeys.inodes(businessId) }, (old) => {
    if (!old?.inodes.some((n) => n.cuid === cuid)) return old;
    const inodes = old.inodes.flatMap((n) => {
      if (n.cuid !== cuid) return [n];
      const next = update(n);
      return next ? [next] : [];
    });
    return { total: old.total - (old.inodes.length - inodes.length), inodes };
  });
}

/** Sets an iNode's profile (only the changed fields, e.g. the nickname); the cached pages get the answer. */
export function useUpdateINode(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cuid, nickname }: { cuid: string; nickname: string }) =>
      (await client.PUT("/v3/inodes/{cuid}", { params: { path: { cuid } }, body: { nickname } })).data,
    onSuccess: (node) => patchCachedINode(queryClient, businessId, node.cuid, () => node),
  });
}

/**
 * Binds a device to the business. `idempotencyKey` (one per dialog) makes a retried submit bind it once.
 * @example bind.mutateAsync({ body: { ac, modelId }, idempotencyKey })
 */
export function useBindINode(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: BindINodeInput; idempotencyKey: string }) =>
      (
        await client.POST("/v3/businesses/{businessId}/inodes", {
          params: { path: { businessId }, header: { "Idempotency-Key": idempotencyKey } },
          body,
        })
      ).data,
    onSuccess: () =>
      Promise.all([
        invalidateINodes(queryClient, businessId),
        queryClient.invalidateQueries({ queryKey: devicesKeys.groups(businessId) }),
        queryClient.invalidateQueries({ queryKey: devicesKeys.newINodes(businessId) }),
      ]),
  });
}

/**
 * Unbinds a device from the business (DELETE /v3/inodes/{cuid}). On success the device leaves every cached
 * list page and its detail cache, and the groups and new-device lists refetch: the server announces it again
 * as a new iNode of the business. A refusal (a read-only sub-account gets 403) leaves the caches untouched.
 * @example await unbind.mutateAsync("c0ffee0000000004")
 */
export function useUnbindINode(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cuid: string) => {
      await client.DELETE("/v3/inodes/{cuid}", { params: { path: { cuid } } });
      return cuid;
    },
    onSuccess: (cuid) => {
      patchCachedINode(queryClient, businessId, cuid, () => null);
      queryClient.removeQueries({ queryKey: devicesKeys.inode(businessId, cuid) });
      return Promise.all([
        invalidateINodes(queryClient, businessId),
        queryClient.invalidateQueries({ queryKey: devicesKeys.groups(businessId) }),
        queryClient.invalidateQueries({ queryKey: devicesKeys.newINodes(businessId) }),
        queryClient.invalidateQueries({ queryKey: devicesKeys.locations(businessId) }),
      ]);
    },
  });
}
