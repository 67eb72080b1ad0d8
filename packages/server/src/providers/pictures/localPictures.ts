import sharp from "sharp";
import type { StorageProvider } from "../storage/storageProvider";
import type { PictureProvider, StockPicture } from "./pictureProvider";

// The bundled set: themes with their tags and two colours; two pictures per theme.
const THEMES: [name: string, tags: string[], from: string, to: string][] = [
  ["beach", ["sea", "summer", "sand", "holiday"], "#3fa7d6", "#f6e7b0"],
  ["coffee", ["cafe", "drink", "breakfast", "restaurant"], "#6b3e26", "#d9b99b"],
  ["food", ["restaurant", "dinner", "meal"], "#e4572e", "#f3a712"],
  ["city", ["street", "building", "night", "urban"], "#29335c", "#a8c5da"],
  ["mountain", ["nature", "hiking", "landscape"], "#4f6d7a", "#c0d6df"],
  ["forest", ["nature", "tree", "green", "landscape"], "#1b4332", "#95d5b2"],
  ["flowers", ["nature", "spring", "garden"], "#d81159", "#ffbc42"],
  ["party", ["event", "celebration", "night"], "#5f0f40", "#fb8b24"],
  ["hotel", ["room", "travel", "bed"], "#7a6c5d", "#eae0d5"],
  ["bus", ["transport", "travel", "street"], "#f4d35e", "#0d3b66"],
  ["concert", ["music", "event", "night", "stage"], "#240046", "#ff006e"],
  ["sunset", ["sky", "evening", "sea", "landscape"], "#ff7b00", "#7b2cbf"],
  ["snow", ["winter", "cold", "mountain"], "#caf0f8", "#0077b6"],
  ["office", ["work", "business", "desk"], "#495057", "#dee2e6"],
  ["sports", ["fitness", "running", "gym"], "#2b9348", "#eeef20"],
  ["wifi", ["internet", "technology", "network"], "#023e8a", "#48cae4"],
];

const WIDTH = 1600;
const HEIGHT = 1067;

/** Every picture of the bundled set, in a stable order. */
export const LOCAL_PICTURES: StockPicture[] = THEMES.flatMap(([name, tags]) =>
  [1, 2].map((n) => ({
    id: `${name}-${n}`,
    url: `/assets/pictures/${name}-${n}.jpg`,
    thumbUrl: `/assets/pictures/${name}-${n}.thumb.jpg`,
    tags: [name, ...tags],
    width: WIDTH,
    height: HEIGHT,
  })),
);

// A small deterministic PRNG (mulberry32), so that one id always draws the same picture.
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Gradient sky, a horizon and soft shapes in the theme's colours (no text: no fonts needed).
function svgOf(id: string): string {
  const [name, n] = id.split("-") as [string, string];
  const theme = THEMES.find((t) => t[0] === name)!;
  const rnd = prng([...id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
  const shapes = Array.from({ length: 14 }, () => {
    const x = Math.round(rnd() * WIDTH);
    const y = Math.round(rnd() * HEIGHT);
    const r = Math.round(40 + rnd() * 220);
    const fill = rnd() > 0.5 ? theme[2] : theme[3];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${(0.15 + rnd() * 0.4).toFixed(2)}"/>`;
  }).join("");
  const horizon = Math.round(HEIGHT * (n === "1" ? 0.62 : 0.48));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme[2]}"/><stop offset="1" stop-color="${theme[3]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes}
<rect y="${horizon}" width="100%" height="${HEIGHT - horizon}" fill="${theme[2]}" fill-opacity="0.55"/></svg>`;
}

/**
 * The offline picture provider: a bundled set of {@link LOCAL_PICTURES}, drawn deterministically with sharp
 * on first use and kept in the storage under `pictures/`.
 * @example
 * const pictures = createLocalPictures(storage);
 * const { total, pictures: page } = await pictures.search({ keywords: "beach", page: 1, limit: 20 });
 */
export function createLocalPictures(storage: StorageProvider): PictureProvider {
  const render = async (id: string, thumb: boolean): Promise<Buffer | null> => {
    if (!LOCAL_PICTURES.some((p) => p.id === id)) return null;
    const key = `pictures/${id}${thumb ? ".thumb" : ""}.jpg`;
    const kept = await storage.get(key);
    if (kept) return kept;
    let img = sharp(Buffer.from(svgOf(id)));
    if (thumb) img = img.resize({ width: 320 });
    const bytes = await img.jpeg({ quality: 82 }).toBuffer();
    await storage.put(key, bytes);
    return bytes;
  };
  return {
    async search({ keywords, page, limit }) {
      const words = (keywords ?? "")
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean);
      const hits = LOCAL_PICTURES.filter((p) => words.every((w) => p.tags.some((t) => t.startsWith(w))));
      return { total: hits.length, pictures: hits.slice((page - 1) * limit, page * limit) };
    },
    async fetch(id) {
      const bytes = await render(id, false);
      return bytes ? { bytes, type: "image/jpeg" } : null;
    },
    async serve(file) {
      const m = /^([a-z]+-\d+)(\.thumb)?\.jpg$/.exec(file);
      const bytes = m ? await render(m[1]!, Boolean(m[2])) : null;
      return bytes ? { bytes, type: "image/jpeg" } : null;
    },
  };
}
