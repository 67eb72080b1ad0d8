import { describe, expect, it } from "vitest";
import { applyINodeEvent, INODE_LIVE_EVENTS } from "./inodeLiveUpdates";
import type { INode } from "./inodeTypes";

const node = {
  cuid: "c1",
  isUpgrading: true,
  status: { online: true, state: "ready", upgrade: false },
} as unknown as INode;

describe("applyINodeEvent (part 1 section 4, live device events)", () => {
  it("follows every device event type", () => {
    expect(INODE_LIVE_EVENTS).toEqual([
      "iNodeOnline",
      "iNodeOffline",
      "iNodeStatusChange",
      "newINodeJoin",
      "newINodeStatusChange",
      "iNodeNewVerAVBL",
      "iNodeLatestVer",
    ]);
  });
  it("sets status.online from iNodeOnline and iNodeOffline", () => {
    expect(applyINodeEvent(node, { type: "iNodeOffline", cuid: "c1" })?.status.online).toBe(false);
    expect(
      applyINodeEvent({ ...node, status: { ...node.status, online: false } }, { type: "iNodeOnline" })?.status.online,
    ).toBe(true);
  });
  it("sets the state from iNodeStatusChange, and UNBINDING removes the device", () => {
    expect(applyINodeEvent(node, { type: "iNodeStatusChange", state: "unconf" })?.status.state).toBe("unconf");
    expect(applyINodeEvent(node, { type: "iNodeStatusChange", state: "UNBINDING" })).toBeNull();
  });
  it("sets the upgrade flag on iNodeNewVerAVBL and clears it on iNodeLatestVer, both ending isUpgrading", () => {
    const avbl = applyINodeEvent(node, { type: "iNodeNewVerAVBL", kind: "jffs2", version: "2.2.0" });
    expect(avbl).toMatchObject({ isUpgrading: false, status: { upgrade: true } });
    const latest = applyINodeEvent(avbl!, { type: "iNodeLatestVer", kind: "jffs2", version: "2.2.0" });
    expect(latest).toMatchObject({ isUpgrading: false, status: { upgrade: false } });
  });
});
