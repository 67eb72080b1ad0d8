import { escapeHtml } from "../../escapeHtml";
import type { Lottery, LotteryPrize } from "./lotteries";

/** The draw page's texts in the five interface languages. */
const TEXTS = {
  en: {
    draw: "Draw",
    winners: "Winners",
    notDrawn: "Not drawn yet",
    noPrizes: "This lottery has no prizes yet: import them from Excel in the console.",
    noCandidates: "No candidates left to draw.",
    invalid: "This draw link is not valid or has expired.",
    candidates: "{n} candidates",
  },
  tw: {
    draw: "抽獎",
    winners: "得獎者",
    notDrawn: "尚未抽出",
    noPrizes: "此抽獎尚無獎項：請在主控台從 Excel 匯入。",
    noCandidates: "已無可抽的參加者。",
    invalid: "此抽獎連結無效或已過期。",
    candidates: "{n} 位參加者",
  },
  zh: {
    draw: "抽奖",
    winners: "中奖者",
    notDrawn: "尚未抽出",
    noPrizes: "此抽奖尚无奖项：请在控制台从 Excel 导入。",
    noCandidates: "已无可抽的参与者。",
    invalid: "此抽奖链接无效或已过期。",
    candidates: "{n} 位参与者",
  },
  ja: {
    draw: "抽選する",
    winners: "当選者",
    notDrawn: "未抽選",
    noPrizes: "この抽選にはまだ賞品がありません。コンソールで Excel から取り込んでください。",
    noCandidates: "抽選できる参加者が残っていません。",
    invalid: "この抽選リンクは無効か、期限が切れています。",
    candidates: "参加者 {n} 名",
  },
  ru: {
    draw: "Разыграть",
    winners: "Победители",
    notDrawn: "Ещё не разыгран",
    noPrizes: "В этой лотерее пока нет призов: импортируйте их из Excel в консоли.",
    noCandidates: "Не осталось участников для розыгрыша.",
    invalid: "Ссылка на розыгрыш недействительна или устарела.",
    candidates: "Участников: {n}",
  },
} as const;

export type DrawLang = keyof typeof TEXTS;

/** The page language: the `lang` cookie, else the browser's first language we have, else English. */
export function drawLangOf(cookie: string | undefined, acceptLanguage: string | undefined): DrawLang {
  const fromCookie = /(?:^|;\s*)lang=([a-zA-Z-]+)/.exec(cookie ?? "")?.[1];
  const wanted = [fromCookie, ...(acceptLanguage ?? "").split(",").map((s) => s.split(";")[0]!.trim())];
  for (const w of wanted) {
    if (!w) continue;
    const l = w.toLowerCase();
    if (l === "zh-tw" || l === "zh-hant" || l === "zh-hk" || l === "tw") return "tw";
    const base = l.split("-")[0]!;
    if (base in TEXTS) return base as DrawLang;
  }
  return "en";
}

/** The colours of the four templates: 0 Default, 1 Dark Red, 2 Light, 3 Custom (the lottery's own). */
export function templateColours(config: Lottery["config"]): { background: string; font: string; accent: string } {
  switch (config.templateType) {
    case 1:
      return { background: "linear-gradient(#8b0000, #4a0000)", font: "#ffd700", accent: "#ffd700" };
    case 2:
      return { background: "#fafaf5", font: "#333333", accent: "#2a7ab0" };
    case 3: {
      const { colors, fontColor } = config.templateParams;
      const background = colors.length > 1 ? `linear-gradient(${colors.join(", ")})` : (colors[0] ?? "#ffffff");
      return { background, font: fontColor, accent: fontColor };
    }
    default:
      return { background: "linear-gradient(#1d3557, #457b9d)", font: "#ffffff", accent: "#f1c453" };
  }
}

const SAFE_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The public draw page (no script, no external resources: it works offline). */
export function drawPageHtml(
  lang: DrawLang,
  lottery: Lottery | null,
  prizes: LotteryPrize[],
  query: string,
  candidateCount = 0,
): string {
  const t = TEXTS[lang];
  const head = (title: string, css: string) =>
    `<!doctype html><html lang="${lang === "tw" ? "zh-Hant" : lang === "zh" ? "zh-Hans" : lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${css}</style></head>`;
  if (!lottery)
    return `${head(t.invalid, "body{font-family:system-ui,sans-serif;padding:2rem}")}<body><p role="alert">${escapeHtml(t.invalid)}</p></body></html>`;
  const c = templateColours(lottery.config);
  const colour = (v: string, fallback: string) =>
    v.startsWith("linear-gradient") || SAFE_COLOUR.test(v) ? v : fallback;
  const css = [
    `body{margin:0;font-family:system-ui,sans-serif;background:${colour(c.background, "#fff")};color:${colour(c.font, "#000")};min-height:100vh}`,
    "main{max-width:44rem;margin:0 auto;padding:1.5rem}",
    "img.strip{width:100%;max-height:12rem;object-fit:cover;border-radius:.5rem}",
    "h1{text-align:center;font-size:2rem}",
    `section{border:2px solid ${colour(c.accent, "#000")};border-radius:.75rem;padding:1rem;margin:1rem 0}`,
    "h2{margin:0 0 .5rem}",
    `button{font-size:1.25rem;padding:.5rem 1.5rem;border-radius:.5rem;border:0;background:${colour(c.accent, "#000")};color:#000;cursor:pointer}`,
    "button:focus-visible{outline:3px solid currentColor;outline-offset:2px}",
    "ol{font-size:1.5rem;font-weight:700}",
  ].join("");
  const strip =
    lottery.config.stripImage && /^(\/assets\/|https?:\/\/)/.test(lottery.config.stripImage)
      ? `<img class="strip" alt="" src="${escapeHtml(lottery.config.stripImage)}">`
      : "";
  const sections = prizes.length
    ? prizes
        .map((p) => {
          const body = p.winners.length
            ? `<p>${escapeHtml(t.winners)}</p><ol data-winners="${p.id}">${p.winners.map((w) => `<li>${escapeHtml(w.name)}</li>`).join("")}</ol>`
            : `<p>${escapeHtml(t.notDrawn)}</p><form method="post" action="/lottery/${lottery.id}/prizes/${p.id}/draw?${escapeHtml(query)}"><button type="submit">${escapeHtml(t.draw)}: ${escapeHtml(p.name)}</button></form>`;
          return `<section aria-label="${escapeHtml(p.name)}"><h2>${escapeHtml(p.name)} × ${p.quantity}</h2>${body}</section>`;
        })
        .join("")
    : `<p>${escapeHtml(t.noPrizes)}</p>`;
  return `${head(lottery.title || lottery.name, css)}<body><main>${strip}<h1>${escapeHtml(lottery.title || lottery.name)}</h1><p>${escapeHtml(t.candidates.replace("{n}", String(candidateCount)))}</p>${sections}</main></body></html>`;
}
