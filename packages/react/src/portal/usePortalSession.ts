import type { PorticoClient } from "@portico/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorCode } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { guestId, keepSession, keptSession } from "./guestStorage";
import type { PortalAnswers, PortalSession, PortalSignIn, PortalStepAction, SmsCodeSent } from "./types";

/** Query keys of the guest portal (not business-scoped: a guest has no account). */
export const portalKeys = {
  session: (code: string) => ["portico", "portal", "session", code] as const,
};

/**
 * Resumes this tab's session of a link (after a reload) or starts one: the guest id kept in localStorage, the
 * browser's language. A resumed session that expired is replaced by a new one.
 */
export async function openPortalSession(
  client: PorticoClient,
  code: string,
  lang?: string | null,
): Promise<PortalSession> {
  const kept = keptSession(code);
  if (kept) {
    try {
      const { data } = await client.GET("/v3/portal/sessions/{sessionId}", { params: { path: { sessionId: kept } } });
      return data;
    } catch (err) {
      if (errorCode(err) !== "NOT_FOUND") throw err;
      keepSession(code, null);
    }
  }
  const { data } = await client.POST("/v3/portal/links/{code}/sessions", {
    params: { path: { code } },
    body: { guestId: guestId(), ...(lang ? { lang } : {}) },
  });
  keepSession(code, data.sessionId);
  return data;
}

/**
 * The guest's session of a link and the calls that move it on (TanStack Query): each answer replaces the
 * cached session. `error` is the last failed call (cleared when the next starts), `busy` whether one runs.
 * `initialSession` (a server-rendered page's) is used as it is, without a call.
 * @example const portal = usePortalSession("k3Jd9Q", "en"); portal.step.mutateAsync({ moduleId, action })
 */
export function usePortalSession(code: string, lang?: string | null, initialSession?: PortalSession) {
  const { client } = usePortico();
  const queryClient = useQueryClient();
  const key = portalKeys.session(code);
  const [error, setError] = useState<unknown>(null);
  // A session the server rendered the page with is this tab's: a reload resumes it.
  useEffect(() => {
    if (initialSession) keepSession(code, initialSession.sessionId);
  }, [code, initialSession]);
  const query = useQuery({
    queryKey: key,
    queryFn: () => openPortalSession(client, code, lang),
    ...(initialSession ? { initialData: initialSession } : {}),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, err) => count < 2 && errorCode(err) !== "NOT_FOUND" && (err as { status?: number }).status !== 400,
  });
  const sid = query.data?.sessionId ?? "";
  const path = { params: { path: { sessionId: sid } } };
  const watch = { onMutate: () => setError(null), onError: (err: unknown) => setError(err) };
  const update = { ...watch, onSuccess: (s: PortalSession) => queryClient.setQueryData(key, s) };

  const step = useMutation({
    mutationFn: async (body: { moduleId: string; action: PortalStepAction }) =>
      (await client.POST("/v3/portal/sessions/{sessionId}/steps", { ...path, body })).data,
    ...update,
  });
  // The session keeps the guest's acceptance of the terms: the server sends codes and signs in only afterwards.
  const acceptTerms = useMutation({
    mutationFn: async () => (await client.POST("/v3/portal/sessions/{sessionId}/terms", path)).data,
    ...update,
  });
  const sendCode = useMutation({
    mutationFn: async (phone: string): Promise<SmsCodeSent> =>
      (await client.POST("/v3/portal/sessions/{sessionId}/sms-code", { ...path, body: { phone } })).data,
    ...watch,
  });
  const signIn = useMutation({
    mutationFn: async (body: PortalSignIn) =>
      (await client.POST("/v3/portal/sessions/{sessionId}/sign-in", { ...path, body })).data,
    ...update,
  });
  const answer = useMutation({
    mutationFn: async (body: { moduleId: string; answers: PortalAnswers }) =>
      (await client.POST("/v3/portal/sessions/{sessionId}/answers", { ...path, body })).data,
    ...update,
  });
  const claimCoupon = useMutation({
    mutationFn: async (moduleId: string) =>
      (await client.POST("/v3/portal/sessions/{sessionId}/coupons", { ...path, body: { moduleId } })).data,
    ...update,
  });
  const startOAuth = useMutation({
    mutationFn: async (appId: number) =>
      (await client.POST("/v3/portal/sessions/{sessionId}/oauth2", { ...path, body: { appId } })).data,
    ...watch,
  });
  // Switches the session's language (its terms come back in it); a language the portal does not offer is ignored.
  const switchLang = useMutation({
    mutationFn: async (lang: string) =>
      (await client.GET("/v3/portal/sessions/{sessionId}", { params: { path: { sessionId: sid }, query: { lang } } }))
        .data,
    ...update,
  });
  const busy = [step, acceptTerms, sendCode, signIn, answer, claimCoupon, startOAuth, switchLang].some(
    (m) => m.isPending,
  );
  return { query, error, busy, step, acceptTerms, sendCode, signIn, answer, claimCoupon, startOAuth, switchLang };
}
