import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing";
import { seedScale } from "./seedScale";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

describe("seedScale (--scale N)", () => {
  it("tops the demo café's fleet up to N and adds nothing when restarted with the same N", async () => {
    const db = srv.server.ctx.db;
    const fleet = async () =>
      (
        await db.query<{ n: number }>(
          "select count(*)::int as n from inodes i join inode_groups g on g.id = i.group_id where g.name = 'Fleet'",
        )
      )[0]!.n;
    expect(await seedScale(db, 300)).toBe(300);
    expect(await fleet()).toBe(300);
    expect(await seedScale(db, 300)).toBe(300);
    expect(await fleet()).toBe(300);
    expect(await seedScale(db, 450)).toBe(450);
    expect(await fleet()).toBe(450);
    const [dupes] = await db.query<{ n: number }>(
      "select count(*)::int as n from (select cuid from inodes group by cuid having count(*) > 1) d",
    );
    expect(dupes!.n).toBe(0);
  });
});
