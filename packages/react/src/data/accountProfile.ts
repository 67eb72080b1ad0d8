import type { PorticoClient } from "@portico/sdk";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { invalidateMe } from "../provider/useMe";
import { accountKeys } from "./accountKeys";

/** Which profile: an owner's (/v3/people/me/profile) or a sub-account's (/v3/subscribers/me/profile). */
export type AccountKind = "owner" | "subscriber";

/** The signed-in account's own profile, the same shape for both kinds. */
export interface AccountProfileData {
  kind: AccountKind;
  /** The owner id (uid) or the sub-account id. */
  id: number;
  name: string | null;
  email: string;
}

/** Loads the caller's own profile from the endpoint of its kind. */
export async function fetchAccountProfile(client: PorticoClient, kind: AccountKind): Promise<AccountProfileData> {
  if (kind === "owner") {
    const { data } = await client.GET("/v3/people/me/profile");
    return { kind, id: data.uid, name: data.name, email: data.email };
  }
  const { data } = await client.GET("/v3/subscribers/me/profile");
  return { kind, id: data.subscriberId, name: data.name, email: data.email };
}

/**
 * The caller's own profile, cached under `accountKeys.profile(kind)`; disabled until the kind is known.
 * @example const { data: me } = useMe(); const profile = useAccountProfile(me?.kind);
 */
export function useAccountProfile(kind: AccountKind | undefined) {
  const { client } = usePortico();
  return useQuery({
    queryKey: accountKeys.profile(kind ?? "owner"),
    queryFn: () => fetchAccountProfile(client, kind ?? "owner"),
    enabled: kind !== undefined,
  });
}

/** Marks the cached profiles (and /v3/me, which repeats name and e-mail) stale. */
export async function invalidateAccountProfile(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [...accountKeys.all, "profile"] });
  await invalidateMe(queryClient);
}

/** Loads a profile into the cache ahead of rendering. */
export function prefetchAccountProfile(queryClient: QueryClient, client: PorticoClient, kind: AccountKind) {
  return queryClient.prefetchQuery({
    queryKey: accountKeys.profile(kind),
    queryFn: () => fetchAccountProfile(client, kind),
  });
}

/** What a profile save may change: owners name and e-mail, sub-accounts only the e-mail. */
export interface ProfileChange {
  name?: string;
  email?: string;
}

/** Saves the caller's own name and/or e-mail (a changed owner e-mail gets a verification link in `locale`). */
export function useUpdateAccountProfile(kind: AccountKind) {
  const { client, locale } = usePortico();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProfileChange): Promise<void> => {
      if (kind === "owner") await client.PUT("/v3/people/me/profile", { body: { ...change, lang: locale } });
      else if (change.email) await client.PUT("/v3/subscribers/me/profile", { body: { email: change.email } });
    },
    onSuccess: () => invalidateAccountProfile(queryClient),
  });
}

/**
 * Changes the caller's password with the current one: owners through PUT /v3/people/me/password, sub-accounts
 * through PUT /v3/subscribers/me/profile `{ password, oldPassword }`. A wrong current one rejects WRONG_PASSWORD.
 */
export function useChangePassword(kind: AccountKind) {
  const { client } = usePortico();
  return useMutation({
    mutationFn: async (p: { oldPassword: string; newPassword: string }): Promise<void> => {
      if (kind === "owner") await client.PUT("/v3/people/me/password", { body: p });
      else
        await client.PUT("/v3/subscribers/me/profile", {
          body: { password: p.newPassword, oldPassword: p.oldPassword },
        });
    },
  });
}
