import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPorticoClient } from "./client";
import { errorText, PorticoError } from "./errors";
import { signIn } from "./signIn";

// A tiny stand-in speaking the wire format; the same behaviour is checked against the reference server in
// client.server.test.ts. Routes answer what the test needs to see: headers, envelopes and error bodies.
let server: Server;
let baseUrl: string;
const seen: { auth?: string | undefined; body?: unknown }[] = [];

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ auth: req.headers.authorization, body });
    const send = (status: number, payload: unknown, type = "application/json") => {
      res.writeHead(status, { "content-type": type });
      res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
    };
    const path = req.url?.split("?")[0];
    if (path === "/v3/me")
      return send(200, { result: { id: 1, kind: "owner", email: "a@b.c", suspended: 0, emailVerified: true } });
    if (path === "/v3/services/env")
      return send(200, { error: { code: "INTERNAL", message: "Broken", description: "Settings are broken" } });
    if (path === "/v3/services/ping") return send(502, "<html>bad gateway</html>", "text/html");
    if (path === "/auth/signout/") return send(204, "");
    if (path === "/auth/token") {
      const b = body as { password?: string };
      if (b.password === "ok") return send(200, { access_token: "owner-t", token_type: "bearer", expires_in: 60 });
      return send(401, { error: { code: "INVALID_CREDENTIALS", message: "Wrong e-mail or password" } });
    }
    if (path === "/auth/subscriber_login")
      return send(200, { access_token: "sub-t", token_type: "bearer", expires_in: 30 });
    send(404, { error: { code: "NOT_FOUND", message: "Not found", fields: { id: "unknown" } } });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("createPorticoClient", () => {
  it("pulls the token on every request and sends it as a bearer token", async () => {
    let token: string | undefined = "first";
    const client = createPorticoClient({ baseUrl: `${baseUrl}/`, getToken: async () => token });
    await client.GET("/v3/me");
    token = "second";
    await client.GET("/v3/me");
    token = undefined;
    await client.GET("/v3/me");
    expect(seen.slice(-3).map((s) => s.auth)).toEqual(["Bearer first", "Bearer second", undefined]);
  });

  it("unwraps the result envelope", async () => {
    const { data } = await createPorticoClient({ baseUrl }).GET("/v3/me");
    expect(data.email).toBe("a@b.c");
  });

  it("rejects a 200 body that carries an error", async () => {
    const err = await createPorticoClient({ baseUrl })
      .GET("/v3/services/env")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PorticoError);
    expect(err).toMatchObject({ status: 200, code: "INTERNAL" });
    expect(errorText(err)).toBe("Settings are broken");
  });

  it("rejects non-2xx answers, JSON or not", async () => {
    const client = createPorticoClient({ baseUrl });
    await expect(client.GET("/v3/services/ping")).rejects.toMatchObject({ status: 502, code: "INTERNAL" });
    await expect(client.GET("/dev/mailbox")).rejects.toMatchObject({ status: 404, fields: { id: "unknown" } });
  });

  it("turns network failures into NETWORK_ERROR", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const err = await createPorticoClient({ baseUrl: `http://127.0.0.1:${port}` })
      .GET("/v3/me")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PorticoError);
    expect(err).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("resolves empty 204 answers", async () => {
    const { data } = await createPorticoClient({ baseUrl, getToken: () => "t" }).POST("/auth/signout/");
    expect(data).toBeUndefined();
  });
});

describe("signIn", () => {
  it("uses the password grant for owners and subscriber_login for sub-accounts", async () => {
    const client = createPorticoClient({ baseUrl });
    expect(await signIn(client, { email: "a@b.c", password: "ok", clientId: "portico-cli" })).toEqual({
      token: "owner-t",
      expiresIn: 60,
      kind: "owner",
    });
    expect(seen.at(-1)?.body).toEqual({
      grant_type: "password",
      username: "a@b.c",
      password: "ok",
      client_id: "portico-cli",
    });
    expect(await signIn(client, { email: "s@b.c", password: "x", subscriber: true })).toMatchObject({
      kind: "subscriber",
    });
    expect(seen.at(-1)?.body).toEqual({ email: "s@b.c", password: "x" });
    await expect(signIn(client, { email: "a@b.c", password: "no" })).rejects.toMatchObject({
      code: "INVALID_CREDENTIALS",
    });
  });
});
