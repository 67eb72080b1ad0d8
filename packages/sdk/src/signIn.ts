import type { PorticoClient } from "./client";

/** Credentials for {@link signIn}. */
export interface SignInInput {
  email: string;
  password: string;
  /** Sign in a sub-account through `/auth/subscriber_login` instead of `/auth/token`. */
  subscriber?: boolean;
  /** Optional sub-account id; when given it must match the sub-account of this e-mail. */
  subscriberId?: number;
  /** Public OAuth client of the caller; default `portico-console`. */
  clientId?: string;
}

/** A fresh session: the opaque bearer token, its lifetime in seconds and the account kind. */
export interface SignInResult {
  token: string;
  expiresIn: number;
  kind: "owner" | "subscriber";
}

/**
 * Signs an owner in with the password grant, or a sub-account through `/auth/subscriber_login`
 * (chosen by `subscriber`, or by a given `subscriberId`). Rejects with a PorticoError
 * (`INVALID_CREDENTIALS`, `VALIDATION_FAILED` ...).
 *
 * @example
 * const { token } = await signIn(client, { email: "demo@portico.dev", password: "portico-demo", clientId: "portico-cli" });
 */
export async function signIn(client: PorticoClient, input: SignInInput): Promise<SignInResult> {
  if (input.subscriber || input.subscriberId !== undefined) {
    const { data } = await client.POST("/auth/subscriber_login", {
      body: {
        email: input.email,
        password: input.password,
        ...(input.subscriberId !== undefined ? { subscriberId: input.subscriberId } : {}),
      },
    });
    return { token: data.access_token, expiresIn: data.expires_in, kind: "subscriber" };
  }
  const { data } = await client.POST("/auth/token", {
    body: {
      grant_type: "password",
      username: input.email,
      password: input.password,
      client_id: input.clientId ?? "portico-console",
    },
  });
  return { token: data.access_token, expiresIn: data.expires_in, kind: "owner" };
}
