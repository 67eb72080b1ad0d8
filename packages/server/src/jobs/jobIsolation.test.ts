import { afterAll, beforeAll, describe } from "vitest";
import { bothBackends, type Harness, startHarness } from "../testkit/harness";
import { describeTenantIsolation, type IsolationRoute } from "../testkit/tenantIsolation";

// Every route of the job API; the bind job's rows name a device nobody announced (the job would only report it).
const rows = () => ({ rows: [{ ac: "0A0B0C0D0E0F", modelId: "iN-100" }] });
const routes: IsolationRoute[] = [
  { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/jobs`, verb: "get" },
  { method: "POST", path: (ids) => `/v3/businesses/${ids.businessId}/jobs/inode-binds`, body: rows, verb: "post" },
  { method: "GET", path: (ids) => `/v3/jobs/${ids.jobId}`, verb: "get" },
  { method: "POST", path: (ids) => `/v3/jobs/${ids.jobId}/cancel`, verb: "put" },
  {
    method: "POST",
    path: (ids) => `/v3/businesses/${ids.businessId}/jobs/inode-upgrades`,
    body: () => ({ cuids: ["0000000000000000"] }),
    verb: "put",
  },
  { method: "GET", path: (ids) => `/v3/jobs/${ids.jobId}/upgrade-devices`, verb: "get" },
];

describe.each(bothBackends)("job API tenancy on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());
  describeTenantIsolation({
    harness: () => h,
    // A job parked for an hour, so that it is still open when a cancel is allowed.
    setup: async ({ h, businessId }) => ({
      jobId: (await h.server.ctx.jobs.enqueue(businessId, "bindINodes", rows(), { startAfterSeconds: 3600 })).job.id,
    }),
    routes,
  });
});
