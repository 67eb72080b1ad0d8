import type { OutgoingEmail } from "../../providers/email/emailProvider";
import { deliveryToken, shortLinkCode } from "./deliveryTokens";
import type { DeliveryRun } from "./deliveryTypes";
import { fillPlaceholders, htmlToText, shortenLinks, trackHtml } from "./renderMessage";
import { unsubscribeTexts } from "./unsubscribeTexts";

/** One claimed delivery, as the sending loop reads it. */
export type ClaimedDelivery = {
  id: number;
  channel: "email" | "sms";
  address: string;
  name: string | null;
  vars: Record<string, string>;
};

/** What composing needs besides the delivery: the run, its links, the token key and the public origin. */
export interface ComposeContext {
  run: DeliveryRun;
  links: string[];
  key: Buffer;
  /** The server's public origin, without a trailing slash. */
  origin: string;
}

/** The unsubscribe page of a delivery (also the `List-Unsubscribe` target, RFC 8058). */
export const unsubscribeUrl = (c: ComposeContext, id: number) => `${c.origin}/unsubscribe/${deliveryToken(c.key, id)}`;

const varsOf = (c: ComposeContext, d: ClaimedDelivery): Record<string, string> => ({
  name: d.name ?? "",
  ...(d.channel === "email" ? { email: d.address } : { phone: d.address }),
  ...d.vars,
  unsubscribeUrl: unsubscribeUrl(c, d.id),
});

/**
 * The e-mail of one delivery: placeholders filled, links through the click tracker, the open pixel, an
 * unsubscribe footer (unless the content places `{{unsubscribeUrl}}` itself), one-click unsubscribe headers and a
 * Message-ID fixed by the delivery, so that a message ever sent twice is recognisable as one.
 */
export function composeEmail(c: ComposeContext, d: ClaimedDelivery): OutgoingEmail {
  const content = c.run.channels.email!;
  const vars = varsOf(c, d);
  const token = deliveryToken(c.key, d.id);
  const tracker = `${c.origin}${c.run.trackerBase}`;
  const texts = unsubscribeTexts(c.run.lang);
  let html = trackHtml(
    fillPlaceholders(content.html, vars, true),
    (url) => `${tracker}/click?t=${token}&u=${encodeURIComponent(url)}`,
    `${tracker}/open?t=${token}`,
  );
  const ownLink = /\{\{\s*unsubscribeUrl\s*\}\}/.test(content.html);
  if (!ownLink) html += `<p style="font-size:12px;color:#666"><a href="${vars.unsubscribeUrl}">${texts.link}</a></p>`;
  const text = content.text
    ? `${fillPlaceholders(content.text, vars, false)}${ownLink ? "" : `\n\n${texts.link}: ${vars.unsubscribeUrl}`}`
    : htmlToText(html);
  return {
    to: d.address,
    subject: fillPlaceholders(content.subject, vars, false),
    html,
    text,
    messageId: `<d${d.id}.r${c.run.id}@${new URL(c.origin).hostname}>`,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    headers: {
      "List-Unsubscribe": `<${vars.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The text message of one delivery: placeholders filled and, when the run asks, links as tracked short links. */
export function composeSms(c: ComposeContext, d: ClaimedDelivery): string {
  const text = fillPlaceholders(c.run.channels.sms!.text, varsOf(c, d), false);
  if (!c.run.shortUrls) return text;
  return shortenLinks(text, c.links, (_, index) => `${c.origin}/r/${shortLinkCode(c.key, d.id, index)}`);
}
