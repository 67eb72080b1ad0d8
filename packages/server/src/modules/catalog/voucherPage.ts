import type { FastifyInstance, FastifyReply } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { escapeHtml } from "../../escapeHtml";
import { redeemVoucher } from "./vouchers";

interface Texts {
  title: string;
  ask: string;
  button: string;
  done: string;
  already: string;
  invalid: string;
}

const TEXTS: Record<string, Texts> = {
  en: {
    title: "Voucher",
    ask: "Redeem “{name}” now? A voucher redeems once.",
    button: "Redeem",
    done: "“{name}” is redeemed.",
    already: "“{name}” was already redeemed.",
    invalid: "This voucher does not exist.",
  },
  tw: {
    title: "兌換券",
    ask: "現在兌換「{name}」嗎？每張兌換券只能兌換一次。",
    button: "兌換",
    done: "「{name}」已兌換。",
    already: "「{name}」先前已兌換過。",
    invalid: "此兌換券不存在。",
  },
  zh: {
    title: "兑换券",
    ask: "现在兑换“{name}”吗？每张兑换券只能兑换一次。",
    button: "兑换",
    done: "“{name}”已兑换。",
    already: "“{name}”之前已兑换过。",
    invalid: "此兑换券不存在。",
  },
  ja: {
    title: "バウチャー",
    ask: "「{name}」を今すぐ引き換えますか？バウチャーは一度だけ引き換えられます。",
    button: "引き換える",
    done: "「{name}」を引き換えました。",
    already: "「{name}」はすでに引き換え済みです。",
    invalid: "このバウチャーは存在しません。",
  },
  ru: {
    title: "Ваучер",
    ask: "Погасить «{name}» сейчас? Ваучер гасится один раз.",
    button: "Погасить",
    done: "«{name}» погашен.",
    already: "«{name}» уже был погашен.",
    invalid: "Такого ваучера нет.",
  },
};

/** The page's language from Accept-Language (tw for zh-TW/zh-Hant, zh for other Chinese), else English. */
export function voucherPageLang(accept: string | undefined): string {
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const tag = part.split(";")[0]!.trim();
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return "tw";
    const base = tag.split("-")[0]!;
    if (base in TEXTS) return base;
  }
  return "en";
}

type State = "ask" | "done" | "already" | "invalid";

/** The public voucher page: the question with its button, the result, or the unknown-voucher text. */
export function voucherPage(lang: string, state: State, name = ""): string {
  const t = TEXTS[lang] ?? TEXTS.en!;
  const text = escapeHtml(t[state].replace("{name}", name));
  const body =
    state === "ask"
      ? `<p>${text}</p><form method="post"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : `<p role="status">${text}</p>`;
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2328}button{font:inherit;padding:.5rem 1.25rem;border-radius:6px;border:1px solid #1f6feb;background:#1f6feb;color:#fff;cursor:pointer}</style></head><body><main><h1>${escapeHtml(t.title)}</h1>${body}</main></body></html>`;
}

const CODE = /^[A-Za-z0-9-]{1,40}$/;

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .type("text/html; charset=utf-8")
    .send(html);
}

/**
 * The public page a voucher's QR code opens (outside the contract, like the unsubscribe page): GET shows the
 * voucher and a Redeem button, POST redeems it once (a second POST answers 409 with the already-redeemed text).
 */
export function registerVoucherPage(app: FastifyInstance, ctx: ServerContext): void {
  const lookup = async (code: string) => {
    if (!CODE.test(code)) return null;
    const [r] = await ctx.db.query<{ name: string; redeemed_ts: number | null }>(
      "select name, redeemed_ts from vouchers where code = $1",
      [code],
    );
    return r ?? null;
  };
  app.get<{ Params: { code: string } }>("/vouchers/:code", async (req, reply) => {
    const lang = voucherPageLang(req.headers["accept-language"]);
    const v = await lookup(req.params.code);
    if (!v) return send(reply, 404, voucherPage(lang, "invalid"));
    return send(reply, 200, voucherPage(lang, v.redeemed_ts === null ? "ask" : "already", v.name));
  });
  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { code: string } }>("/vouchers/:code", async (req, reply) => {
      const lang = voucherPageLang(req.headers["accept-language"]);
      const v = await lookup(req.params.code);
      if (!v) return send(reply, 404, voucherPage(lang, "invalid"));
      try {
        await redeemVoucher(ctx.db, req.params.code, null, Math.floor(ctx.now() / 1000));
        return send(reply, 200, voucherPage(lang, "done", v.name));
      } catch (err) {
        if (err instanceof HttpError && err.code === "VOUCHER_ALREADY_REDEEMED")
          return send(reply, 409, voucherPage(lang, "already", v.name));
        throw err;
      }
    });
  });
}
