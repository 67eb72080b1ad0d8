import type { PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessQuery } from "./businessQuery";
import { useClientMutation } from "./useClientMutation";

/** The calls of one catalogue resource (a business's collection plus its items by id). */
export interface CatalogApi<T, I> {
  list(client: PorticoClient, businessId: number): Promise<T[]>;
  get(client: PorticoClient, id: number): Promise<T>;
  create(client: PorticoClient, businessId: number, body: I): Promise<T>;
  update(client: PorticoClient, id: number, body: I): Promise<T>;
  remove(client: PorticoClient, id: number): Promise<unknown>;
}

/**
 * Query keys, list and item queries, and create / update / remove mutations of one catalogue resource, made from
 * its calls so the keys and invalidation cannot drift apart between products, payments, vouchers ...
 * @example export const products = catalogResource("opage_products", productApi);
 */
export function catalogResource<T extends { id: number }, I>(name: string, api: CatalogApi<T, I>) {
  const keys = {
    all: (businessId: number) => ["business", businessId, name] as const,
    list: (businessId: number) => [...keys.all(businessId), "list"] as const,
    one: (businessId: number, id: number) => [...keys.all(businessId), id] as const,
  };
  const list = businessQuery(keys.list, api.list);
  return {
    keys,
    fetchList: api.list,
    /** The business's items. */
    useList: list.useResource,
    invalidate: list.invalidate,
    prefetch: list.prefetch,
    /** One item; waits for an id (> 0: id 0 is a new one). */
    useOne(businessId: number, id: number) {
      const { client } = usePortico();
      return useQuery({ queryKey: keys.one(businessId, id), queryFn: () => api.get(client, id), enabled: id > 0 });
    },
    /** Adds an item. */
    useCreate: (businessId: number) =>
      useClientMutation(
        (client, body: I) => api.create(client, businessId, body),
        (qc) => qc.invalidateQueries({ queryKey: keys.all(businessId) }),
      ),
    /** Replaces an item. */
    useUpdate: (businessId: number) =>
      useClientMutation(
        (client, v: { id: number; body: I }) => api.update(client, v.id, v.body),
        (qc, saved) => {
          qc.setQueryData(keys.one(businessId, saved.id), saved);
          return qc.invalidateQueries({ queryKey: keys.list(businessId) });
        },
      ),
    /** Removes an item. */
    useRemove: (businessId: number) =>
      useClientMutation(
        (client, id: number) => api.remove(client, id),
        (qc) => qc.invalidateQueries({ queryKey: keys.all(businessId) }),
      ),
  };
}
