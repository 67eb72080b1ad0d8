import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { activitiesKeys } from "./activitiesKeys";
import type { AuthApp, AuthAppInput } from "./authAppTypes";
import { businessQuery } from "./businessQuery";

/** Keeps the first app of each id, in order (part 3: duplicate authentication apps are removed by id). */
export function uniqueAuthApps(list: readonly AuthApp[]): AuthApp[] {
  const seen = new Set<number>();
  return list.filter((a) => !seen.has(a.id) && seen.add(a.id));
}

/** Loads the authentication apps of a business, oldest first, without duplicates. */
export async function fetchAuthApps(client: PorticoClient, businessId: number): Promise<AuthApp[]> {
  const { data } = await client.GET("/v3/businesses/{businessId}/auth-apps", { params: { path: { businessId } } });
  return uniqueAuthApps(data);
}

const authAppsQuery = businessQuery(activitiesKeys.authApps, fetchAuthApps);

/**
 * The authentication apps of a business.
 * @example const { data: apps = [] } = useAuthApps(bid);
 */
export const useAuthApps = authAppsQuery.useResource;

/** One authentication app. */
export function useAuthApp(businessId: number, appId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: activitiesKeys.authApp(businessId, appId),
    queryFn: async () => (await client.GET("/v3/auth-apps/{appId}", { params: { path: { appId } } })).data,
    enabled: appId > 0,
  });
}

/** Marks the business's authentication apps stale. */
function useInvalidate(businessId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: activitiesKeys.authApps(businessId) });
}

/** Creates an authentication app. */
export function useCreateAuthApp(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (body: AuthAppInput) =>
      (await client.POST("/v3/businesses/{businessId}/auth-apps", { params: { path: { businessId } }, body })).data,
    onSuccess: invalidate,
  });
}

/** Replaces an authentication app (a secret left out stays stored). */
export function useUpdateAuthApp(businessId: number) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (v: { id: number; body: AuthAppInput }) =>
      (await client.PUT("/v3/auth-apps/{appId}", { params: { path: { appId: v.id } }, body: v.body })).data,
    onSuccess: (app) => {
      queryClient.setQueryData(activitiesKeys.authApp(businessId, app.id), app);
      return invalidate();
    },
  });
}

/** Removes an authentication app. */
export function useRemoveAuthApp(businessId: number) {
  const { client } = usePortico();
  const invalidate = useInvalidate(businessId);
  return useMutation({
    mutationFn: async (id: number) => {
      await client.DELETE("/v3/auth-apps/{appId}", { params: { path: { appId: id } } });
    },
    onSuccess: invalidate,
  });
}

/** Starts a test sign-in: resolves to its state and the provider's authorize URL. */
export function useStartSignInTest() {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (appId: number) =>
      (await client.POST("/v3/auth-apps/{appId}/sign-in-tests", { params: { path: { appId } } })).data,
  });
}

/** A test sign-in's status, polled every second while it is pending. */
export function useSignInTest(businessId: number, appId: number, state: string | null) {
  const { client } = usePortico();
  return useQuery({
    queryKey: [...activitiesKeys.authApp(businessId, appId), "signInTest", state],
    queryFn: async () =>
      (
        await client.GET("/v3/auth-apps/{appId}/sign-in-tests/{state}", {
          params: { path: { appId, state: state! } },
        })
      ).data,
    enabled: Boolean(state),
    refetchInterval: (q) => (q.state.data?.status === "pending" || !q.state.data ? 1000 : false),
  });
}
