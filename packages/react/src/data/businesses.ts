import { type PorticoClient, PorticoError } from "@portico/sdk";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { porticoKeys } from "../provider/keys";
import { fetchMe } from "../provider/useMe";
import { businessKeys } from "./businessKeys";
import type { Business, BusinessCreate, BusinessUpdate } from "./businessTypes";
import { useClientMutation } from "./useClientMutation";

/** Loads the businesses the caller may see: owners GET /v3/businesses, sub-accounts their subscriber list. */
export async function fetchBusinesses(client: PorticoClient, kind: "owner" | "subscriber"): Promise<Business[]> {
  if (kind === "subscriber") return (await client.GET("/v3/subscribers/me/businesses")).data;
  return (await client.GET("/v3/businesses")).data;
}

/** Loads the list for whoever is signed in (the account kind comes from the cached `/v3/me`). */
async function loadList(queryClient: QueryClient, client: PorticoClient): Promise<Business[]> {
  const me = await queryClient.ensureQueryData({ queryKey: porticoKeys.me(), queryFn: () => fetchMe(client) });
  return fetchBusinesses(client, me.kind);
}

/**
 * The caller's businesses (the subscriber business list for sub-accounts), oldest first.
 * @example const { data: businesses = [] } = useBusinesses();
 */
export function useBusinesses() {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useQuery({ queryKey: businessKeys.list(), queryFn: () => loadList(queryClient, client) });
}

/** Marks every cached business list and business stale. */
export function invalidateBusinesses(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: businessKeys.all() });
}

/** Loads a business list into the cache ahead of rendering. */
export function prefetchBusinesses(queryClient: QueryClient, client: PorticoClient): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: businessKeys.list(), queryFn: () => loadList(queryClient, client) });
}

/** Picks one business out of a loaded list; a bid the caller cannot see is NOT_FOUND, as the server answers. */
export function pickBusiness(list: Business[], businessId: number): Business {
  const b = list.find((x) => x.id === businessId);
  if (!b) throw new PorticoError({ status: 404, code: "NOT_FOUND", message: "Not found" });
  return b;
}

/**
 * One business with the caller's permissions, selected from the cached business list (which the switcher loads
 * anyway, so a screen costs no extra request; GET /v3/businesses/{id} serves callers without the list);
 * an unknown bid errors with NOT_FOUND.
 * @example const { data: business } = useBusiness(bid); const readOnly = !can(business, "put");
 */
export function useBusiness(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: businessKeys.list(),
    queryFn: () => loadList(queryClient, client),
    enabled: businessId > 0,
    select: (list: Business[]) => pickBusiness(list, businessId),
  });
}

/** Adds a business (POST /v3/businesses) and refreshes the lists. */
export function useCreateBusiness() {
  return useClientMutation(
    async (client, body: BusinessCreate) => (await client.POST("/v3/businesses", { body })).data,
    (queryClient) => invalidateBusinesses(queryClient),
  );
}

/** Updates a business profile (PUT /v3/businesses/{id}); missing fields keep their value. */
export function useUpdateBusiness() {
  return useClientMutation(
    async (client, { businessId, body }: { businessId: number; body: BusinessUpdate }) =>
      (await client.PUT("/v3/businesses/{businessId}", { params: { path: { businessId } }, body })).data,
    (queryClient) => invalidateBusinesses(queryClient),
  );
}

/** Removes a business (DELETE); rejects with BUSINESS_HAS_INODES while iNodes are bound to it. */
export function useRemoveBusiness() {
  return useClientMutation(
    async (client, businessId: number) => {
      await client.DELETE("/v3/businesses/{businessId}", { params: { path: { businessId } } });
      return businessId;
    },
    (queryClient, businessId) => {
      queryClient.removeQueries({ queryKey: businessKeys.scoped(businessId) });
      return invalidateBusinesses(queryClient);
    },
  );
}
