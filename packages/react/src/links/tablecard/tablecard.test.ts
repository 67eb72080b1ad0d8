import { describe, expect, it } from "vitest";
import { BASE_WIDTH, printedUrl, TEMPLATE_IDS, TEMPLATES, TEXT_ROLES } from "./templates";
import { canExportPng, exportMultiplier, fitZoom, pixelsOf, pngSize, zoomIn, zoomOut } from "./zoom";

describe("table-card templates", () => {
  it("has the four designed templates, 2480 px wide, each with its QR code and every text inside the card", () => {
    expect(TEMPLATE_IDS).toEqual(["bnb", "cafe", "restaurant", "hotel"]);
    for (const id of TEMPLATE_IDS) {
      const t = TEMPLATES[id];
      expect(t.width).toBe(2480);
      expect(t.objects.filter((o) => o.kind === "qr")).toHaveLength(1);
      expect(
        t.objects
          .filter((o) => o.kind === "text")
          .map((o) => (o.kind === "text" ? o.role : ""))
          .sort(),
      ).toEqual([...TEXT_ROLES].sort());
      expect(t.objects.some((o) => o.kind === "rect" || o.kind === "circle")).toBe(true);
      for (const o of t.objects) {
        if (o.kind === "qr") {
          expect(o.left + o.size).toBeLessThanOrEqual(t.width);
          expect(o.top + o.size).toBeLessThanOrEqual(t.height);
          // Big enough to scan from a table: at least 2.5 inches at 300 dpi.
          expect(o.size).toBeGreaterThanOrEqual(750);
        }
        if (o.kind === "text") {
          expect(o.left).toBeGreaterThanOrEqual(0);
          expect(o.left + o.width).toBeLessThanOrEqual(t.width);
          expect(o.top + o.fontSize).toBeLessThanOrEqual(t.height);
        }
      }
    }
    expect(TEMPLATES.bnb.height / BASE_WIDTH).toBeCloseTo(Math.SQRT2, 2);
    expect(TEMPLATES.restaurant.height).toBe(1754);
    expect(TEMPLATES.cafe.height).toBe(3307);
  });

  it("prints the link without its scheme", () => {
    expect(printedUrl("https://portico.example/s/Ab12/")).toBe("portico.example/s/Ab12");
  });
});

describe("zoom and export sizes", () => {
  it("zooms in by 1.1 and out by 0.9 within bounds, and fits the whole card", () => {
    expect(zoomIn(0.5)).toBeCloseTo(0.55);
    expect(zoomOut(0.5)).toBeCloseTo(0.45);
    expect(zoomIn(2)).toBe(2);
    expect(zoomOut(0.05)).toBe(0.05);
    expect(fitZoom(1240, 4000, 2480, 3508)).toBe(0.5);
    expect(fitZoom(5000, 877, 2480, 3508)).toBe(0.25);
    expect(fitZoom(9000, 9000, 2480, 1754)).toBe(1);
  });

  it("exports exactly 2480 px wide and the template's height at any zoom", () => {
    for (const id of TEMPLATE_IDS) {
      const { width, height } = TEMPLATES[id];
      for (let z = 0.05; z <= 2; z *= 1.1) {
        const m = exportMultiplier(width * z);
        expect(pixelsOf(width * z, m)).toBe(2480);
        expect(pixelsOf(height * z, m)).toBe(height);
      }
    }
  });

  it("reads a PNG's size from its IHDR chunk", () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x09, 0xb0, 0, 0, 0x0c,
      0xeb,
    ]);
    expect(pngSize(png)).toEqual({ width: 2480, height: 3307 });
    expect(pngSize(new Uint8Array(24))).toBeNull();
  });

  it("says a canvas-less browser cannot export", () => {
    const fake = {
      createElement: () => ({ toDataURL: () => "data:,", toBlob: () => undefined }),
    } as unknown as Document;
    expect(canExportPng(fake)).toBe(false);
    const none = { createElement: () => ({}) } as unknown as Document;
    expect(canExportPng(none)).toBe(false);
  });
});
