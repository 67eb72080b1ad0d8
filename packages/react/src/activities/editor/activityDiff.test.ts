import { describe, expect, it } from "vitest";
import { activityDiff, differsFromRunning, isEmptyDiff, previewBody, toEditorContent } from "./activityDiff";
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

describe("differsFromRunning", () => {
  it("ignores key order, missing-versus-empty parts and server-owned fields, and sees a real change", () => {
    const running = { profile: { name: "Lobby", mode: "modules", accessDuration: 60 } } as never;
    const same = toEditorContent({ profile: { accessDuration: 60, name: "Lobby", previewSync: false } } as never);
    expect(differsFromRunning(running, same)).toBe(false);
    expect(differsFromRunning(running, { ...same, profile: { ...same.profile, name: "Lobby 2" } })).toBe(true);
    expect(differsFromRunning(running, { ...same, whiteList: ["example.com"] })).toBe(true);
  });
});
