import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPorticoClient } from "./client";
import { type Job, waitForJob } from "./jobs";
import { signIn } from "./signIn";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

describe("waitForJob against the reference server", () => {
  it("follows a bulk-bind job to its end, reporting each change once", async () => {
    let token: string | undefined;
    const client = createPorticoClient({ baseUrl: srv.url, getToken: () => token });
    token = (await signIn(client, { email: "demo@portico.dev", password: "portico-demo" })).token;
    const { data: businesses } = await client.GET("/v3/businesses");
    const businessId = businesses[0]!.id;
    const { data: started } = await client.POST("/v3/businesses/{businessId}/jobs/inode-binds", {
      params: { path: { businessId } },
      body: { rows: [{ ac: "0A0B0C0D0E0F", modelId: "iN-100" }] },
    });
    const seen: Job[] = [];
    const job = await waitForJob(client, started.id, { intervalMs: 100, onProgress: (j) => seen.push(j) });
    expect(job).toMatchObject({ id: started.id, state: "succeeded", output: { bound: 0, failed: 1 } });
    expect(seen.at(-1)).toEqual(job);
    expect(new Set(seen.map((j) => JSON.stringify([j.state, j.progress]))).size).toBe(seen.length);
  });

  it("stops waiting when aborted", async () => {
    const client = createPorticoClient({ baseUrl: srv.url, getToken: () => undefined });
    const ctl = new AbortController();
    ctl.abort(new Error("stop"));
    await expect(waitForJob(client, 1, { signal: ctl.signal })).rejects.toThrow("stop");
  });
});
