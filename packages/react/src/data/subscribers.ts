import type { components, PorticoClient } from "@portico/sdk";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { accountKeys } from "./accountKeys";
import { useClientMutation } from "./useClientMutation";

/** A sub-account (account user) of the owner. */
export type Subscriber = components["schemas"]["Subscriber"];
/** Body of POST /v3/subscribers. */
export type CreateSubscriberRequest = components["schemas"]["CreateSubscriberRequest"];
/** Body of PUT /v3/subscribers/{subscriberId}. */
export type UpdateSubscriberRequest = components["schemas"]["UpdateSubscriberRequest"];

/** Loads the owner's sub-accounts, oldest first (GET /v3/subscribers). */
export async function fetchSubscribers(client: PorticoClient): Promise<Subscriber[]> {
  const { data } = await client.GET("/v3/subscribers");
  return data;
}

/**
 * The owner's sub-accounts, cached under `accountKeys.subscribers()`.
 * @example const { data: users, error } = useSubscribers();
 */
export function useSubscribers(opts: { enabled?: boolean } = {}) {
  const { client } = usePortico();
  return useQuery({
    queryKey: accountKeys.subscribers(),
    queryFn: () => fetchSubscribers(client),
    enabled: opts.enabled ?? true,
  });
}

/** Marks the cached sub-account list stale. */
export function invalidateSubscribers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.subscribers() });
}

/** Loads the sub-account list into the cache ahead of rendering. */
export function prefetchSubscribers(queryClient: QueryClient, client: PorticoClient): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: accountKeys.subscribers(), queryFn: () => fetchSubscribers(client) });
}

/** Adds a sub-account (POST /v3/subscribers) and refreshes the list. */
export function useCreateSubscriber() {
  return useClientMutation(
    async (client, body: CreateSubscriberRequest) => (await client.POST("/v3/subscribers", { body })).data,
    (queryClient) => invalidateSubscribers(queryClient),
  );
}

/** Changes a sub-account (PUT /v3/subscribers/{id}; `acl` and `mpos` replace the maps) and refreshes the list. */
export function useUpdateSubscriber() {
  return useClientMutation(
    async (client, { subscriberId, body }: { subscriberId: number; body: UpdateSubscriberRequest }) =>
      (await client.PUT("/v3/subscribers/{subscriberId}", { params: { path: { subscriberId } }, body })).data,
    (queryClient) => invalidateSubscribers(queryClient),
  );
}

/** Removes a sub-account (DELETE /v3/subscribers/{id}; its sessions end) and refreshes the list. */
export function useRemoveSubscriber() {
  return useClientMutation(
    async (client, subscriberId: number) => {
      await client.DELETE("/v3/subscribers/{subscriberId}", { params: { path: { subscriberId } } });
    },
    (queryClient) => invalidateSubscribers(queryClient),
  );
}
