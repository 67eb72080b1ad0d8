/**
 * Table-card (QR stand) templates as plain data in design pixels: the canvas is 2480 px wide (A-series at
 * 300 dpi, part 1 section 9) and each template picks its height by aspect. The editor turns these into fabric
 * objects; nothing here imports fabric.
 */

/** The design canvas's base width in pixels (part 1 section 9). */
export const BASE_WIDTH = 2480;

/** The four templates of part 1 section 2. */
export const TEMPLATE_IDS = ["bnb", "cafe", "restaurant", "hotel"] as const;
/** A template's id. */
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The editable texts every template has. */
export type TextRole = "headline" | "sub" | "scan" | "url";

/** A text of a template (a fabric Textbox). */
export interface TextSpec {
  kind: "text";
  role: TextRole;
  left: number;
  top: number;
  width: number;
  fontSize: number;
  fontWeight: FontWeight;
  fill: string;
  textAlign: "left" | "center";
}
/** A rectangle (bands, frames, rules; `angle` rotates about its centre). */
export interface RectSpec {
  kind: "rect";
  left: number;
  top: number;
  width: number;
  height: number;
  fill: string;
  rx?: number;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
  angle?: number;
}
/** A circle (decoration). */
export interface CircleSpec {
  kind: "circle";
  left: number;
  top: number;
  radius: number;
  fill: string;
  opacity?: number;
}
/** Where the QR code of the link goes (a square). */
export interface QrSpec {
  kind: "qr";
  left: number;
  top: number;
  size: number;
}
/** Any object of a template, drawn in order (first = bottom). */
export type ObjectSpec = TextSpec | RectSpec | CircleSpec | QrSpec;

/** A designed layout. */
export interface TableCardTemplate {
  id: TemplateId;
  width: typeof BASE_WIDTH;
  height: number;
  background: string;
  /** The colours the template is made of (offered as swatches). */
  palette: readonly string[];
  objects: readonly ObjectSpec[];
}

/** Font weights the editor offers: CSS numeric weights, 400 = normal, 700 = bold. */
export const FONT_WEIGHTS = [300, 400, 600, 700, 800] as const;
/** One of {@link FONT_WEIGHTS}. */
export type FontWeight = (typeof FONT_WEIGHTS)[number];

const W = BASE_WIDTH;
const text = (
  role: TextRole,
  top: number,
  fontSize: number,
  fontWeight: FontWeight,
  fill: string,
  o: Partial<TextSpec> = {},
): TextSpec => ({
  kind: "text",
  role,
  left: 200,
  top,
  width: W - 400,
  fontSize,
  fontWeight,
  fill,
  textAlign: "center",
  ...o,
});

// A card (white unless `card` says) with the QR code inset by `pad` on every side.
const qrCard = (left: number, top: number, size: number, pad: number, card: Partial<RectSpec> = {}): ObjectSpec[] => [
  { kind: "rect", left, top, width: size, height: size, fill: "#ffffff", ...card },
  { kind: "qr", left: left + pad, top: top + pad, size: size - 2 * pad },
];

/** The templates by id. */
export const TEMPLATES: Record<TemplateId, TableCardTemplate> = {
  // A-series portrait (1:√2): a warm guest-house card with soft circles.
  bnb: {
    id: "bnb",
    width: W,
    height: 3508,
    background: "#fdf8f3",
    palette: ["#2a7f7f", "#e8836b", "#f2d8b5", "#4a4a4a"],
    objects: [
      { kind: "circle", left: 1880, top: 2780, radius: 600, fill: "#f2d8b5" },
      { kind: "circle", left: -300, top: 2960, radius: 500, fill: "#e8836b", opacity: 0.6 },
      { kind: "circle", left: -400, top: -500, radius: 700, fill: "#f2d8b5", opacity: 0.7 },
      text("headline", 300, 230, 700, "#2a7f7f"),
      text("sub", 620, 110, 300, "#4a4a4a"),
      { kind: "rect", left: 1040, top: 840, width: 400, height: 24, fill: "#e8836b", rx: 12 },
      ...qrCard(440, 1000, 1600, 100, { rx: 80, stroke: "#2a7f7f", strokeWidth: 20 }),
      text("scan", 2780, 160, 600, "#2a7f7f"),
      text("url", 3040, 70, 400, "#4a4a4a"),
    ],
  },
  // 3:4 portrait: a coffee-brown band on top, cream below.
  cafe: {
    id: "cafe",
    width: W,
    height: 3307,
    background: "#f6efe6",
    palette: ["#6b4226", "#d9a066", "#3b2417", "#f6efe6"],
    objects: [
      { kind: "rect", left: 0, top: 0, width: W, height: 760, fill: "#6b4226" },
      { kind: "circle", left: 1880, top: -320, radius: 500, fill: "#d9a066", opacity: 0.5 },
      { kind: "circle", left: -260, top: 2860, radius: 460, fill: "#d9a066", opacity: 0.35 },
      text("headline", 170, 220, 700, "#ffffff"),
      text("sub", 480, 110, 300, "#f6efe6"),
      ...qrCard(540, 940, 1400, 100, { rx: 60, stroke: "#d9a066", strokeWidth: 16 }),
      text("scan", 2480, 150, 600, "#3b2417"),
      text("url", 2740, 70, 400, "#6b4226"),
    ],
  },
  // A-series landscape (√2:1): dark and gold, texts left, code right.
  restaurant: {
    id: "restaurant",
    width: W,
    height: 1754,
    background: "#1d1d1f",
    palette: ["#c9a227", "#f5efe0", "#7b1e2b", "#1d1d1f"],
    objects: [
      { kind: "circle", left: 2080, top: -320, radius: 420, fill: "#c9a227", opacity: 0.35 },
      { kind: "rect", left: 0, top: 1594, width: W, height: 160, fill: "#7b1e2b" },
      text("headline", 240, 170, 700, "#f5efe0", { left: 140, width: 1200, textAlign: "left" }),
      text("sub", 560, 90, 300, "#c9a227", { left: 140, width: 1200, textAlign: "left" }),
      { kind: "rect", left: 140, top: 780, width: 300, height: 12, fill: "#c9a227" },
      text("scan", 880, 120, 600, "#f5efe0", { left: 140, width: 1200, textAlign: "left" }),
      text("url", 1100, 60, 400, "#c9a227", { left: 140, width: 1200, textAlign: "left" }),
      ...qrCard(1480, 367, 860, 50, { fill: "#f5efe0", rx: 40 }),
    ],
  },
  // A-series portrait: navy with a thin gold frame and a gold diamond.
  hotel: {
    id: "hotel",
    width: W,
    height: 3508,
    background: "#0f2a44",
    palette: ["#c8a96a", "#ffffff", "#0f2a44", "#1f4e79"],
    objects: [
      {
        kind: "rect",
        left: 100,
        top: 100,
        width: W - 200,
        height: 3308,
        fill: "rgba(0,0,0,0)",
        stroke: "#c8a96a",
        strokeWidth: 12,
      },
      text("headline", 400, 210, 600, "#ffffff"),
      text("sub", 720, 100, 300, "#c8a96a"),
      ...qrCard(490, 1000, 1500, 100, { rx: 24 }),
      text("scan", 2700, 150, 600, "#ffffff"),
      text("url", 2950, 70, 400, "#c8a96a"),
      { kind: "rect", left: 1240, top: 3250, width: 110, height: 110, fill: "#c8a96a", angle: 45 },
    ],
  },
};

/** The texts of a template's roles, in reading order. */
export const TEXT_ROLES: readonly TextRole[] = ["headline", "sub", "scan", "url"];

/** The link as printed under the code: without the scheme, so it reads short. */
export const printedUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");
