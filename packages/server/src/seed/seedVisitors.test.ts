import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, demoOwner, type Harness, startHarness } from "../testkit/harness";

describe.each(backends)("demo visitors on %s", (backend) => {
  let h: Harness;
  afterAll(() => h?.close());
  beforeAll(async () => {
    h = await startHarness(backend);
  });

  it("gives the demo café visitors with varied profiles for both reports", async () => {
    const { token, cafeId } = await demoOwner(h);
    const dash = await h.api("GET", `/v3/businesses/${cafeId}/visitors/dashboard`, { token });
    expect(dash.body.total).toBeGreaterThan(10);
    expect(Object.keys(dash.body.gender).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(dash.body.location).length).toBeGreaterThanOrEqual(3);
    const behavior = await h.api("GET", `/v3/businesses/${cafeId}/reports`, { token });
    const keys = (k: string) =>
      new Set(
        behavior.body.reports.flatMap((d: { analReport: Record<string, object> }) => Object.keys(d.analReport[k]!)),
      );
    for (const k of ["browser", "locale", "platform", "age", "location"])
      expect(keys(k).size).toBeGreaterThanOrEqual(3);
    const [i] = await h.server.ctx.db.query<{ cuid: string }>(
      "select i.cuid from inodes i where i.business_id = $1 and exists (select 1 from visitor_auths v where v.business_id = i.business_id and v.inode_id = i.id) limit 1",
      [cafeId],
    );
    const node = await h.api("GET", `/v3/inodes/${i!.cuid}/reports`, { token });
    expect(node.body.reports.some((d: { clients: { activeClients: number } }) => d.clients.activeClients > 0)).toBe(
      true,
    );
  });
});
