import { usePortico } from "@portico/react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { clearSession } from "../session";

/** How long the app fades out on logout (specification: 1 s). */
export const LOGOUT_FADE_MS = 1000;

/**
 * Signs out: revokes the token on the server (a failure still signs out locally), clears the session
 * cookies, fades the app out for 1 s, then goes to /login with an empty query cache.
 */
export function useLogout() {
  const { client, navigate } = usePortico();
  const queryClient = useQueryClient();
  const [fading, setFading] = useState(false);
  const logout = useCallback(async () => {
    try {
      await client.POST("/auth/signout/");
    } catch {
      // An expired or revoked token cannot be revoked again; the local sign-out still happens.
    }
    clearSession();
    setFading(true);
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_FADE_MS));
    navigate("/login");
    queryClient.clear();
  }, [client, navigate, queryClient]);
  return { fading, logout };
}
