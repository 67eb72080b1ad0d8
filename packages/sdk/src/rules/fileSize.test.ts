import { describe, expect, it } from "vitest";
import { checkImageLimits, formatFileSize, parseFileSize, pickImageVariant } from "./fileSize";

describe("parseFileSize", () => {
  it.each([
    ["2MB", 2 * 1024 * 1024],
    ["500KB", 500 * 1024],
    ["1GB", 1024 ** 3],
    ["1.5 mb", 1.5 * 1024 * 1024],
    ["300", 300],
    ["12B", 12],
    [1000, 1000],
  ])("parses %s", (text, bytes) => expect(parseFileSize(text)).toBe(bytes));

  it.each(["", "MB", "2TB", "-1MB", "two", "2 M B", Number.NaN, -5])("refuses %s", (text) =>
    expect(parseFileSize(text)).toBeNull(),
  );
});

describe("formatFileSize", () => {
  it("uses the largest unit", () => {
    expect(formatFileSize(2 * 1024 * 1024)).toBe("2MB");
    expect(formatFileSize(512000)).toBe("500KB");
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe("1.5GB");
    expect(formatFileSize(10)).toBe("10B");
  });
});

describe("pickImageVariant", () => {
  it("picks large at 1280 and above, medium at 640 and above, else small", () => {
    expect(pickImageVariant(2000)).toBe("large");
    expect(pickImageVariant(1280)).toBe("large");
    expect(pickImageVariant(1279)).toBe("medium");
    expect(pickImageVariant(640)).toBe("medium");
    expect(pickImageVariant(639)).toBe("small");
    expect(pickImageVariant(96)).toBe("small");
  });
});

describe("checkImageLimits", () => {
  it("accepts an image within the defaults (2MB, 2000x2000)", () => {
    expect(checkImageLimits({ size: 2 * 1024 * 1024, width: 2000, height: 2000 })).toBeNull();
  });
  it("names the first violation", () => {
    expect(checkImageLimits({ size: 2 * 1024 * 1024 + 1, width: 10, height: 10 })).toBe("maxSize");
    expect(checkImageLimits({ size: 1, width: 2001, height: 10 })).toBe("maxWidth");
    expect(checkImageLimits({ size: 1, width: 10, height: 2001 })).toBe("maxHeight");
  });
  it("applies the banner's tighter limits", () => {
    const banner = { maxSize: "500KB", maxWidth: 600, maxHeight: 600 };
    expect(checkImageLimits({ size: 500 * 1024 + 1, width: 600, height: 600 }, banner)).toBe("maxSize");
    expect(checkImageLimits({ size: 1000, width: 601, height: 600 }, banner)).toBe("maxWidth");
    expect(checkImageLimits({ size: 1000, width: 600, height: 600 }, banner)).toBeNull();
  });
});
