import { describe, expect, it } from "vitest";
import { isAccessCode } from "./index";

describe("isAccessCode", () => {
  it("accepts 12 hex digits in either case", () => {
    expect(["00AABB112233", "00aabb112233", "ffffffffffff", "0123456789Ab"].map(isAccessCode)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
  it("refuses separators, wrong lengths, non-hex digits, padding and non-strings", () => {
    const bad = [
      "00:AA:BB:11:22:33",
      "00-aa-bb-11-22-33",
      "00AABB11223",
      "00AABB1122334",
      "00AABB11223G",
      " 00AABB112233",
      "00AABB112233\n",
      "",
      null,
      0x00aabb112233,
    ];
    expect(bad.map(isAccessCode)).toEqual(bad.map(() => false));
  });
});
