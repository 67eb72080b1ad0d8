import { WebSocket } from "ws";
import { pgliteTemplate } from "../db/pgliteTemplate";
import { createTestDatabase } from "../db/testDatabase";
import { LIVE_PROTOCOL, LIVE_TOKEN_PREFIX } from "../live/liveProtocol";
import { DEMO_OWNER } from "../seed/seedDemo";
import { createPorticoServer, type PorticoServer, type PorticoServerOptions } from "../server";
import { contractProblems } from "./contractChecker";

/** A database the server suites run on. */
export type Backend = "pglite" | "postgres";

/** Where a server suite runs by default: PGlite only (the same SQL runs on both; most suites test routes, not SQL). */
export const backends: Backend[] = ["pglite"];

/**
 * PGlite and, when PORTICO_TEST_PG_URL is set (`npm test` starts one), PostgreSQL: chosen deliberately by the suites
 * whose subject behaves differently on a real server with several connections: locks and concurrent writes (binding),
 * counters shared by instances (rate limits), transactions across tables (deploys), persistence and tenant isolation.
 * Every suite on both doubles its time, so a new suite starts on {@link backends} and moves here for such a reason.
 */
export const bothBackends: Backend[] = process.env.PORTICO_TEST_PG_URL ? ["pglite", "postgres"] : ["pglite"];

// biome-ignore lint/suspicious/noExplicitAny: tests read bodies loosely; the contract checker types them instead.
type Loose = any;

/** A JSON answer of the server. */
export interface ApiResponse<T = Loose> {
  status: number;
  body: T;
}

/** A running server for one test file, with a movable clock and a contract-checking request helper. */
export interface Harness {
  url: string;
  server: PorticoServer;
  /** Headers that carry this server's dev token (for /dev/ endpoints). */
  dev: Record<string, string>;
  /** Moves the server's clock forward. */
  advance(seconds: number): void;
  /** Calls the API; every JSON answer is checked against the contract (status documented, body valid). */
  api<T = Loose>(
    method: string,
    path: string,
    o?: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  /** Signs up a new owner (202, no token since sign-up must not reveal accounts) and signs it in. */
  signUp(email: string, password: string, extra?: { name?: string; lang?: string }): Promise<string>;
  /** Password grant for an owner; resolves to the access token (throws when sign-in fails). */
  signIn(email: string, password: string): Promise<string>;
  /**
   * Opens /v3/live with the token in `Sec-WebSocket-Protocol` (or, deprecated, `via: "query"`); resolves when the
   * socket is open or closed, with the frames and close code seen.
   */
  openLive(token: string | null, o?: { via?: "protocol" | "query" }): Promise<LiveProbe>;
  close(): Promise<void>;
}

/** A websocket under test. */
export interface LiveProbe {
  socket: WebSocket;
  frames: unknown[];
  closed: Promise<number>;
  next(): Promise<unknown>;
}

/** Starts a server on `backend`; `setup` may add test-only routes before it listens. */
export async function startHarness(
  backend: "pglite" | "postgres",
  opts: Omit<PorticoServerOptions, "now" | "databaseUrl"> & { setup?(s: PorticoServer): void } = {},
): Promise<Harness> {
  let offset = 0;
  const pg = backend === "postgres" ? await createTestDatabase(process.env.PORTICO_TEST_PG_URL!) : null;
  const { setup, ...rest } = opts;
  const server = await createPorticoServer({
    seed: true,
    simulator: { paused: true },
    ...rest,
    jobs: { pollingIntervalSeconds: 0.5, ...rest.jobs },
    ...(pg ? { databaseUrl: pg.url } : rest.dataDir ? {} : { pgliteTemplate: await pgliteTemplate() }),
    now: () => Date.now() + offset,
  });
  setup?.(server);
  const url = await server.listen(0, "127.0.0.1");
  const sockets = new Set<WebSocket>();

  const api: Harness["api"] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.body !== undefined || o.raw !== undefined) headers["content-type"] = "application/json";
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const res = await fetch(url + path, {
      method,
      headers,
      ...(o.raw !== undefined ? { body: o.raw } : o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
    });
    const text = await res.text();
    const body = res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
    const problems = contractProblems(method, path.split("?")[0]!, res.status, body);
    if (problems.length) throw new Error(`response breaks the contract:\n${problems.join("\n")}\n${text}`);
    return { status: res.status, body };
  };

  const signIn = async (email: string, password: string) => {
    const r = await api("POST", "/auth/token", {
      body: { grant_type: "password", username: email, password, client_id: "portico-console" },
    });
    if (r.status !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(r.body)}`);
    return r.body.access_token as string;
  };

  return {
    url,
    server,
    dev: { "x-portico-dev-token": server.ctx.devTools?.token ?? "" },
    advance: (s) => {
      offset += s * 1000;
    },
    api,
    async signUp(email, password, extra = {}) {
      const r = await api("POST", "/auth/signup/", { body: { email, password, ...extra } });
      if (r.status !== 202) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(r.body)}`);
      return signIn(email, password);
    },
    signIn,
    openLive(token, o = {}) {
      const query = o.via === "query";
      const q = token === null || !query ? "" : `?access_token=${encodeURIComponent(token)}`;
      const protocols = token === null || query ? [LIVE_PROTOCOL] : [LIVE_PROTOCOL, `${LIVE_TOKEN_PREFIX}${token}`];
      const socket = new WebSocket(`${url.replace(/^http/, "ws")}/v3/live${q}`, protocols);
      sockets.add(socket);
      const frames: unknown[] = [];
      const waiters: ((f: unknown) => void)[] = [];
      socket.on("message", (data) => {
        const f = JSON.parse(String(data));
        const w = waiters.shift();
        if (w) w(f);
        else frames.push(f);
      });
      const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
      const next = () =>
        frames.length ? Promise.resolve(frames.shift()) : new Promise<unknown>((r) => waiters.push(r));
      return new Promise((resolve, reject) => {
        socket.once("open", () => resolve({ socket, frames, closed, next }));
        socket.once("error", reject);
      });
    },
    async close() {
      for (const s of sockets) s.terminate();
      await server.close();
      await pg?.drop();
    },
  };
}

/** The demo owner's token and the ids of the seeded 'Portico Café' and 'Portico Hotel' (signed in afresh). */
export async function demoOwner(h: Harness): Promise<{ token: string; cafeId: number; hotelId: number }> {
  const token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
  const list = (await h.api("GET", "/v3/businesses", { token })).body as { id: number; profile: { name: string } }[];
  const id = (name: string) => list.find((b) => b.profile.name === name)!.id;
  return { token, cafeId: id("Portico Café"), hotelId: id("Portico Hotel") };
}
