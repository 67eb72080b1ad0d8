import type { PorticoClient } from "@portico/sdk";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";

/**
 * A mutation through the provider's client that updates the cache once it succeeds: the one shape of the data
 * modules' create, update and remove hooks. `mutateAsync` settles after `onSuccess`'s promise (the refetch it starts).
 * @example
 * export const useRemoveThing = () =>
 *   useClientMutation(
 *     (client, id: number) => client.DELETE("/v3/things/{id}", { params: { path: { id } } }),
 *     (queryClient) => invalidateThings(queryClient),
 *   );
 */
export function useClientMutation<V, R>(
  mutationFn: (client: PorticoClient, variables: V) => Promise<R>,
  onSuccess: (queryClient: QueryClient, result: R, variables: V) => unknown,
) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => mutationFn(client, variables),
    onSuccess: (result, variables) => onSuccess(queryClient, result, variables),
  });
}
