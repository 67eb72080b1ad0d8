import type { ServerContext } from "../../context";
import { emailLang as langOf, renderEmail } from "../../providers/email/templates";
import { issueEmailToken } from "./emailTokens";
import type { UserRow } from "./users";

/**
 * E-mails a reset or verification link (or, for "exists", a reset link with a note that the address already
 * has an account) with a fresh single-use token, in the request's language.
 * A failing relay is logged, not thrown: the answer must not reveal whether the account exists.
 */
export async function sendAccountEmail(
  ctx: ServerContext,
  purpose: "reset" | "verify" | "exists",
  user: UserRow,
  lang: string | undefined,
  log: { error(obj: unknown, msg: string): void },
): Promise<void> {
  const tokenPurpose = purpose === "verify" ? "verify" : "reset";
  const token = await issueEmailToken(ctx.db, user.id, tokenPurpose, ctx.now());
  const page = tokenPurpose === "reset" ? "reset-password" : "verify-email";
  const link = `${ctx.publicUrl()}/${page}?token=${encodeURIComponent(token)}`;
  const mail = renderEmail(purpose, langOf(lang, user.lang), { link, name: user.name ?? user.email });
  try {
    await ctx.email.send({ to: user.email, ...mail });
  } catch (err) {
    log.error({ err }, `could not send the ${purpose} e-mail`);
  }
}
