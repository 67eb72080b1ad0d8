import { describe, expect, it } from "vitest";
import { ADMIN_UNLOCK_SEQUENCE, createSequenceDetector } from "./keySequence";

const feedAll = (feed: (k: string) => boolean, keys: readonly string[]) => keys.map(feed);

describe("createSequenceDetector", () => {
  it("fires on the key that completes the Konami code, and only then", () => {
    const feed = createSequenceDetector(ADMIN_UNLOCK_SEQUENCE);
    const hits = feedAll(feed, ADMIN_UNLOCK_SEQUENCE);
    expect(hits.slice(0, -1).every((h) => !h)).toBe(true);
    expect(hits.at(-1)).toBe(true);
    // It starts over afterwards.
    expect(feed("a")).toBe(false);
  });
  it("restarts on a wrong key but keeps a prefix the wrong key begins", () => {
    const feed = createSequenceDetector(ADMIN_UNLOCK_SEQUENCE);
    // An extra ArrowUp in front still matches: "Up Up Up Down ..." contains the code.
    const hits = feedAll(feed, ["ArrowUp", ...ADMIN_UNLOCK_SEQUENCE]);
    expect(hits.at(-1)).toBe(true);
    const broken = feedAll(feed, ["ArrowUp", "ArrowUp", "ArrowDown", "x", ...ADMIN_UNLOCK_SEQUENCE.slice(3)]);
    expect(broken.some(Boolean)).toBe(false);
  });
  it("matches letters in either case", () => {
    const feed = createSequenceDetector(["a", "B"]);
    expect(feed("A")).toBe(false);
    expect(feed("b")).toBe(true);
  });
  it("handles overlapping prefixes", () => {
    const feed = createSequenceDetector(["a", "a", "b"]);
    expect(feedAll(feed, ["a", "a", "a", "b"])).toEqual([false, false, false, true]);
  });
});
