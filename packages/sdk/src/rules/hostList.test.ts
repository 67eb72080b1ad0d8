import { describe, expect, it } from "vitest";
import { invalidHostItems, isHostListItem, isHostName, splitList } from "./index";

describe("isHostListItem", () => {
  it.each([
    "example.com",
    "www.example.co.uk",
    "*.example.com",
    "cdn*.fbcdn.net",
    "my-host.example.org",
    "10.0.0.1",
    "10.0.0.0/8",
    "192.168.1.0/24",
    "0.0.0.0/0",
    "1.2.3.4/32",
    "192.168.1.10-192.168.1.20",
  ])("accepts %s", (item) => {
    expect(isHostListItem(item)).toBe(true);
  });
  it.each([
    "",
    "localhost", // a single label
    "-bad.example.com",
    "bad-.example.com",
    "exa mple.com",
    "example..com",
    "1.2.3", // not an address and its last label is numeric
    "1.2.3.999",
    "10.0.0.0/33",
    "10.0.0.0/",
    "300.0.0.0/8",
    "192.168.1.20-192.168.1.10", // start not below end
    "192.168.1.10-192.168.1.10",
    "192.168.1.10-192.168.2.20", // third octet differs
    "192.168.1.10-192.168.1.300",
    `${"a".repeat(64)}.com`,
  ])("refuses %j", (item) => {
    expect(isHostListItem(item)).toBe(false);
  });
  it("refuses host names under noHostName but keeps the IPv4 forms", () => {
    expect(isHostListItem("example.com", { noHostName: true })).toBe(false);
    expect(isHostListItem("*.example.com", { noHostName: true })).toBe(false);
    expect(isHostListItem("10.0.0.0/8", { noHostName: true })).toBe(true);
    expect(isHostListItem("10.0.0.1-10.0.0.9", { noHostName: true })).toBe(true);
  });
  it("isHostName needs two labels and a non-numeric last label", () => {
    expect(isHostName("a.b")).toBe(true);
    expect(isHostName("a.123")).toBe(false);
  });
});

describe("invalidHostItems", () => {
  it("is empty for a valid list", () => {
    expect(invalidHostItems(["example.com", "10.0.0.0/8", "10.0.0.1-10.0.0.9"])).toEqual([]);
    expect(invalidHostItems([])).toEqual([]);
  });
  it("lists invalid items, repeats (case-insensitive) and excluded items", () => {
    expect(invalidHostItems(["example.com", "1.2.3", "Example.com", "10.0.0.1", "10.0.0.1"])).toEqual([
      "1.2.3",
      "Example.com",
      "10.0.0.1",
    ]);
    expect(invalidHostItems(["portal.portico.dev", "ok.example.com"], { exclude: ["Portal.Portico.dev"] })).toEqual([
      "portal.portico.dev",
    ]);
    expect(invalidHostItems(["example.com", "10.0.0.1"], { noHostName: true })).toEqual(["example.com"]);
  });
});

describe("splitList", () => {
  it("splits on newlines, commas, semicolons and spaces", () => {
    expect(splitList("a.com, b.com\n10.0.0.1;\n\n c.com ")).toEqual(["a.com", "b.com", "10.0.0.1", "c.com"]);
    expect(splitList("   ")).toEqual([]);
  });
});
