import { describe, expect, it } from "vitest";
import { afterRemoval, decideSelection, projectIdOf, routeBidOf } from "./selectionRules";

describe("decideSelection", () => {
  const base = { search: "", canCreate: true };
  it("takes a non-zero route bid as the current business, even before the list loads", () => {
    expect(decideSelection({ ...base, pathname: "/businesses/5/detail", selected: undefined })).toEqual({
      kind: "current",
      bid: 5,
    });
  });
  it("replaces bid 0 with the selected business, keeping the rest of the path and the query", () => {
    expect(
      decideSelection({ ...base, pathname: "/businesses/0/reports/dashboard", search: "?v=2", selected: 3 }),
    ).toEqual({ kind: "replace", bid: 3, to: "/businesses/3/reports/dashboard?v=2" });
    expect(decideSelection({ ...base, pathname: "/businesses/0", selected: 3 })).toMatchObject({
      to: "/businesses/3",
    });
  });
  it("uses the selected business outside the business routes", () => {
    expect(decideSelection({ ...base, pathname: "/account/profile", selected: 2 })).toEqual({
      kind: "current",
      bid: 2,
    });
  });
  it("waits for the list, then creates the first business only when the account may", () => {
    expect(decideSelection({ ...base, pathname: "/businesses/0/reports/dashboard", selected: undefined }).kind).toBe(
      "wait",
    );
    expect(decideSelection({ ...base, pathname: "/businesses/0/reports/dashboard", selected: "none" }).kind).toBe(
      "create",
    );
    expect(
      decideSelection({ ...base, canCreate: false, pathname: "/businesses/0/reports/dashboard", selected: "none" })
        .kind,
    ).toBe("none");
  });
});

describe("routeBidOf", () => {
  it("reads the bid of business routes only", () => {
    expect(routeBidOf("/businesses/12/activities")).toBe(12);
    expect(routeBidOf("/businesses/0")).toBe(0);
    expect(routeBidOf("/businesses/x/activities")).toBeNull();
    expect(routeBidOf("/account/users")).toBeNull();
  });
});

describe("afterRemoval", () => {
  it("selects the first remaining business when the current one is removed", () => {
    expect(afterRemoval([{ id: 1 }, { id: 4 }, { id: 6 }], 1, 1)).toEqual({ bid: 4, openNew: false });
    expect(afterRemoval([{ id: 4 }, { id: 6 }], 1, 1)).toEqual({ bid: 4, openNew: false });
  });
  it("goes to bid 0 with the new-business dialog when none remain", () => {
    expect(afterRemoval([{ id: 3 }], 3, 3)).toEqual({ bid: 0, openNew: true });
    expect(afterRemoval([], 3, 3)).toEqual({ bid: 0, openNew: true });
  });
  it("changes nothing when another business is removed", () => {
    expect(afterRemoval([{ id: 1 }], 2, 1)).toBeNull();
  });
});

describe("projectIdOf", () => {
  it("reads the project query parameter; All Items is 0", () => {
    expect(projectIdOf("?project=7")).toBe(7);
    expect(projectIdOf("project=x")).toBe(0);
    expect(projectIdOf(new URLSearchParams())).toBe(0);
  });
});
