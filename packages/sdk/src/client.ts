import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from "openapi-fetch";
import { NETWORK_ERROR, PorticoError } from "./errors";
import type { paths } from "./generated/schema";

/** Returns the current access token, or nothing for a signed-out caller. Called on every request. */
export type GetToken = () => string | null | undefined | Promise<string | null | undefined>;

/** Options of {@link createPorticoClient}. */
export interface PorticoClientOptions {
  /** Origin of the API, e.g. `http://127.0.0.1:8080` (no trailing path). */
  baseUrl: string;
  /** Pulled before every request; its token goes out as `Authorization: Bearer <token>`. */
  getToken?: GetToken;
  /** A custom fetch (tests, proxies); defaults to the global one. */
  fetch?: typeof fetch;
}

type Media = `${string}/${string}`;
type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
// biome-ignore lint/complexity/noBannedTypes: `{}` is what makes optional keys drop out (as in openapi-typescript-helpers).
type RequiredKeysOf<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];
type InitParam<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];
/** Keeps only the success branch: errors reject instead of resolving `{ error }`. */
type Success<R> = R extends { data: infer D; response: Response } ? { data: D; response: Response } : never;

/** One typed call (`client.GET`, `client.POST` ...) that resolves only on success. */
export type PorticoMethod<M extends HttpMethod> = <
  P extends ClientPathsWithMethod<Client<paths, Media>, M>,
  I extends MaybeOptionalInit<paths[P], M>,
>(
  url: P,
  ...init: InitParam<I>
) => Promise<Success<FetchResponse<Extract<paths[P][M], Record<string | number, unknown>>, I, Media>>>;

/**
 * The openapi-fetch client for the Portico contract. Every call rejects with a {@link PorticoError}
 * on a non-2xx answer, a body with `error`, or a network failure, and resolves `{ data }` with any
 * `result` envelope already unwrapped.
 */
export interface PorticoClient extends Omit<Client<paths, Media>, "GET" | "PUT" | "POST" | "DELETE" | "PATCH"> {
  GET: PorticoMethod<"get">;
  PUT: PorticoMethod<"put">;
  POST: PorticoMethod<"post">;
  DELETE: PorticoMethod<"delete">;
  PATCH: PorticoMethod<"patch">;
}

/**
 * Creates the typed Portico API client.
 *
 * @example
 * const client = createPorticoClient({ baseUrl: "http://127.0.0.1:8080", getToken: () => readCookie("token") });
 * const { data: me } = await client.GET("/v3/me");
 */
export function createPorticoClient(opts: PorticoClientOptions): PorticoClient {
  const client = createClient<paths>({
    baseUrl: opts.baseUrl.replace(/\/+$/, ""),
    // Resolve the global lazily so test doubles installed after creation are honoured.
    fetch: (req: Request) => (opts.fetch ?? globalThis.fetch)(req),
  });
  client.use(porticoMiddleware(opts.getToken));
  return client as unknown as PorticoClient;
}

/** Bearer auth, error rejection and `result` unwrapping, as one openapi-fetch middleware. */
export function porticoMiddleware(getToken?: GetToken): Middleware {
  return {
    async onRequest({ request }) {
      const token = getToken ? await getToken() : undefined;
      if (token && !request.headers.has("Authorization")) request.headers.set("Authorization", `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.status === 204) {
        if (response.ok) return response;
        throw PorticoError.fromBody(response.status, undefined);
      }
      const text = await response.clone().text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: keep the text; only a failure status turns it into an error.
      }
      const hasError = body !== null && typeof body === "object" && "error" in body && body.error != null;
      if (!response.ok || hasError) throw PorticoError.fromBody(response.status, body, response.headers);
      if (body !== null && typeof body === "object" && !Array.isArray(body) && "result" in body) {
        const headers = new Headers(response.headers);
        headers.delete("content-length");
        return new Response(JSON.stringify((body as { result: unknown }).result ?? null), {
          status: response.status,
          statusText: response.statusText,
          headers,
        });
      }
      return response;
    },
    onError({ error }) {
      if (error instanceof PorticoError) return error;
      const message = error instanceof Error ? error.message : String(error);
      return new PorticoError({ status: 0, code: NETWORK_ERROR, message, cause: error });
    },
  };
}
