import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, pageCount, pageRange, pageSizeOptions } from "./pageSizes";

describe("pageSizeOptions", () => {
  it("offers each step only when the count exceeds the previous step", () => {
    expect(pageSizeOptions(0, 5)).toEqual([5]);
    expect(pageSizeOptions(3, 5)).toEqual([5]);
    expect(pageSizeOptions(5, 5)).toEqual([5]);
    expect(pageSizeOptions(6, 5)).toEqual([5, 10]);
    expect(pageSizeOptions(10, 5)).toEqual([5, 10]);
    expect(pageSizeOptions(11, 5)).toEqual([5, 10, 25]);
    expect(pageSizeOptions(26, 5)).toEqual([5, 10, 25, 50]);
    expect(pageSizeOptions(51, 5)).toEqual([5, 10, 25, 50, 100]);
    expect(pageSizeOptions(100000, 5)).toEqual([5, 10, 25, 50, 100]);
  });

  it("always includes the size in use, 20 by default", () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(pageSizeOptions(30)).toEqual([5, 10, 20, 25, 50]);
    expect(pageSizeOptions(0)).toEqual([20]);
  });
});

describe("pageRange and pageCount", () => {
  it("numbers rows from 1 and clamps the last page", () => {
    expect(pageRange(0, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(0, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(pageRange(2, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
  });
});
