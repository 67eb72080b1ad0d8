import { describe, expect, it } from "vitest";
import { activityDiff, isEmptyDiff, previewBody, toEditorContent } from "./activityDiff";
import { moveItem } from "./ModuleList";

const running = {
  profile: { name: "Portal", mode: "modules" as const, accessDuration: 3600, previewSync: true, updateTs: 1 },
  modules: [{ id: "a8Kq2LmZ0p", profile: { name: "Sign in", mode: "login" as const } }],
  skipModules: [],
  whiteList: ["example.com"],
  networkConfig: {},
  inodes: [],
};

describe("activityDiff", () => {
  it("is empty when the working copy equals the running copy, whatever the server-owned fields say", () => {
    const draft = toEditorContent({ ...running, profile: { ...running.profile, previewSync: false, updateTs: 9 } });
    expect(isEmptyDiff(activityDiff(running, draft))).toBe(true);
  });

  it("sends only the changed profile fields and the parts that differ", () => {
    const draft = toEditorContent(running);
    draft.profile = { ...draft.profile, accessDuration: 7200 };
    draft.whiteList = ["example.com", "10.0.0.0/8"];
    expect(activityDiff(running, draft)).toEqual({
      profile: { accessDuration: 7200 },
      whiteList: ["example.com", "10.0.0.0/8"],
    });
  });

  it("leaves server-owned profile fields out of a preview save", () => {
    const body = previewBody(toEditorContent({ ...running, profile: { ...running.profile, cmxValidated: true } }));
    expect(body.profile).toEqual({ name: "Portal", accessDuration: 3600 });
  });
});

describe("moveItem", () => {
  it("moves an item up, down and clamps at the ends", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
  });
});
