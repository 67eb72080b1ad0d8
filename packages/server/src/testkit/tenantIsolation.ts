import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Verb } from "../modules/business/access";
import type { Harness } from "./harness";

/** Ids a route under test is built from: the fixture's business plus whatever `setup` made in it. */
export type TenantIds = { businessId: number } & Record<string, number>;

/** One business-scoped route to prove. */
export interface IsolationRoute {
  method: "GET" | "PUT" | "POST" | "DELETE";
  /** The URL for the given ids, e.g. `(ids) => \`/v3/projects/${ids.appId}\``. */
  path(ids: TenantIds): string;
  /** The request body (valid, so that only access decides the answer). */
  body?(ids: TenantIds): unknown;
  /** The ACL verb the route needs. */
  verb: Verb;
}

/** What `setup` gets: a fresh business of the owner under test, and the owner's token. */
export interface IsolationSetup {
  h: Harness;
  ownerToken: string;
  businessId: number;
}

/** Options of {@link describeTenantIsolation}. */
export interface TenantIsolationOptions {
  /** The test file's harness (read lazily, after its beforeAll started it). */
  harness(): Harness;
  routes: IsolationRoute[];
  /** Creates the child resources the routes need in a fresh business; resolves to their ids. */
  setup?(t: IsolationSetup): Promise<Record<string, number>>;
}

interface Actors {
  owner: string;
  otherOwner: string;
  full: string;
  readOnly: string;
  none: string;
  subIds: { full: number; readOnly: number; none: number };
}

const ALL = { get: true, put: true, post: true, delete: true };

// The template of a route for test names: `/v3/projects/{appId}`.
const templateOf = (r: IsolationRoute) =>
  r.path(new Proxy({}, { get: (_t, k) => `{${String(k)}}` }) as unknown as TenantIds);

/**
 * Proves, for every route, that the server enforces tenancy: the owner may call it; another owner gets
 * 404 NOT_FOUND; a sub-account with full access may call it; a read-only one may GET and gets 403 FORBIDDEN
 * on writes; one without access gets 404; no token gets 401. Each allowed write runs on a fresh business
 * (so DELETE can be proven twice). Call it inside the `describe` that starts the harness.
 * @example
 * describe.each(bothBackends)("projects on %s", (backend) => {
 *   let h: Harness;
 *   beforeAll(async () => { h = await startHarness(backend); });
 *   afterAll(() => h?.close());
 *   describeTenantIsolation({
 *     harness: () => h,
 *     setup: async ({ h, ownerToken, businessId }) => ({ appId: (await h.api("POST",
 *       `/v3/businesses/${businessId}/projects`, { token: ownerToken, body: { name: "P" } })).body.appId }),
 *     routes: [{ method: "DELETE", path: (ids) => `/v3/projects/${ids.appId}`, verb: "delete" }],
 *   });
 * });
 */
export function describeTenantIsolation(opts: TenantIsolationOptions): void {
  describe("tenant isolation", () => {
    let a: Actors;
    // The grants so far: PUT /v3/subscribers/{id} replaces the whole ACL, so earlier fixtures keep theirs.
    const acl = { full: { businesses: { get: true } }, readOnly: { businesses: { get: true } } } as Record<
      "full" | "readOnly",
      Record<string, object>
    >;
    const tag = randomBytes(4).toString("hex");

    beforeAll(async () => {
      const h = opts.harness();
      const signUp = (who: string) => h.signUp(`iso-${who}-${tag}@example.com`, "isolation-pass");
      const owner = await signUp("owner");
      const otherOwner = await signUp("other");
      const sub = async (who: string) => {
        const email = `iso-${who}-${tag}@example.com`;
        const made = await h.api("POST", "/v3/subscribers", {
          token: owner,
          body: { email, password: "isolation-pass", acl: { businesses: { get: true } } },
        });
        if (made.status !== 201) throw new Error(`sub-account failed: ${JSON.stringify(made.body)}`);
        const login = await h.api("POST", "/auth/subscriber_login", { body: { email, password: "isolation-pass" } });
        return { id: made.body.subscriberId as number, token: login.body.access_token as string };
      };
      const [full, readOnly, none] = [await sub("full"), await sub("read"), await sub("none")];
      a = {
        owner,
        otherOwner,
        full: full.token,
        readOnly: readOnly.token,
        none: none.token,
        subIds: { full: full.id, readOnly: readOnly.id, none: none.id },
      };
    });

    // A new business of the owner, the full and read-only grants on it, and the setup's resources.
    const fixture = async (): Promise<TenantIds> => {
      const h = opts.harness();
      const b = await h.api("POST", "/v3/businesses", { token: a.owner, body: { profile: { name: "Isolation" } } });
      const businessId = b.body.id as number;
      // Forget businesses a proven DELETE removed.
      const live = new Set(
        (await h.api("GET", "/v3/businesses", { token: a.owner })).body.map((x: { id: number }) => `${x.id}`),
      );
      for (const m of Object.values(acl))
        for (const k of Object.keys(m)) if (k !== "businesses" && !live.has(k)) delete m[k];
      acl.full[businessId] = ALL;
      acl.readOnly[businessId] = { get: true };
      for (const who of ["full", "readOnly"] as const) {
        const r = await h.api("PUT", `/v3/subscribers/${a.subIds[who]}`, { token: a.owner, body: { acl: acl[who] } });
        if (r.status !== 200) throw new Error(`grant failed: ${JSON.stringify(r.body)}`);
      }
      const extra = (await opts.setup?.({ h, ownerToken: a.owner, businessId })) ?? {};
      return { businessId, ...extra } as TenantIds;
    };
    const call = (r: IsolationRoute, ids: TenantIds, token?: string) =>
      opts.harness().api(r.method, r.path(ids), {
        ...(token ? { token } : {}),
        ...(r.body ? { body: r.body(ids) } : r.method === "GET" || r.method === "DELETE" ? {} : { body: {} }),
      });

    for (const r of opts.routes) {
      describe(`${r.method} ${templateOf(r)}`, () => {
        let shared: TenantIds;
        beforeAll(async () => {
          shared = await fixture();
        });
        const target = async () => (r.method === "GET" ? shared : await fixture());
        const expectAllowed = async (token: () => string) => {
          const res = await call(r, await target(), token());
          expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
        };
        const expectRefused = async (token: string | undefined, status: number, code: string) => {
          const res = await call(r, shared, token);
          expect(res.status, JSON.stringify(res.body)).toBe(status);
          expect(res.body.error.code).toBe(code);
        };

        it("lets the owner call it", () => expectAllowed(() => a.owner));
        it("answers another owner 404", () => expectRefused(a.otherOwner, 404, "NOT_FOUND"));
        it("lets a sub-account with full access call it", () => expectAllowed(() => a.full));
        if (r.verb === "get") it("lets a read-only sub-account read it", () => expectAllowed(() => a.readOnly));
        else it("answers a read-only sub-account 403", () => expectRefused(a.readOnly, 403, "FORBIDDEN"));
        it("answers a sub-account without access 404", () => expectRefused(a.none, 404, "NOT_FOUND"));
        it("answers no token 401", () => expectRefused(undefined, 401, "INVALID_TOKEN"));
        if (r.verb !== "get") {
          it("left the refused callers' target as it was", async () => {
            const list = await opts.harness().api("GET", "/v3/businesses", { token: a.owner });
            expect(list.body.map((b: { id: number }) => b.id)).toContain(shared.businessId);
          });
        }
      });
    }
  });
}
