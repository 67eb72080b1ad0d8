// Cost of signing in (scrypt password check + session insert) and of an authenticated read, each as a ratio of
// the unauthenticated ping on the same in-process server, so the hash's price stays visible as it is tuned.
import { createPorticoClient, type PorticoClient } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import type { Bench } from "./run";

let srv: TestServer;
let client: PorticoClient;
let token = "";

const bench: Bench = {
  name: "auth",
  rounds: 20,
  async setup() {
    srv = await startTestServer();
    client = createPorticoClient({ baseUrl: srv.url, getToken: () => token });
    token = await signIn();
  },
  teardown: () => srv.close(),
  baseline: { name: "GET /v3/services/ping", fn: () => client.GET("/v3/services/ping") },
  cases: [
    { name: "GET /v3/me (bearer token lookup)", fn: () => client.GET("/v3/me") },
    { name: "POST /auth/token (scrypt + session)", fn: signIn },
  ],
};

async function signIn(): Promise<string> {
  const { data } = await client.POST("/auth/token", {
    body: { grant_type: "password", username: "demo@portico.dev", password: "portico-demo", client_id: "portico-cli" },
  });
  return data!.access_token;
}

export default bench;
