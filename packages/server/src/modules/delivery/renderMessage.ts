import { escapeHtml } from "../../escapeHtml";
import type { DeliveryContent } from "./deliveryTypes";

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;
const HREF = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(https?:\/\/[^"']+)\2/gi;
const TEXT_LINK = /https?:\/\/[^\s<>"']+/g;

/** Text made safe inside HTML text and attribute values. */
/**
 * Fills `{{name}}` placeholders with `vars` (an unknown one becomes empty); in HTML the values are escaped, so a
 * guest's name cannot add markup to the owner's sanitised content.
 * @example fillPlaceholders("Hi {{name}}", { name: "<b>Ann</b>" }, true) // "Hi &lt;b&gt;Ann&lt;/b&gt;"
 */
export function fillPlaceholders(template: string, vars: Record<string, string>, html: boolean): string {
  return template.replace(PLACEHOLDER, (_, key: string) => {
    const value = vars[key] ?? "";
    return html ? escapeHtml(value) : value;
  });
}

/** The distinct http(s) links of a message's content, in order: the only targets its click redirects accept. */
export function contentLinks(content: DeliveryContent): string[] {
  const links = new Set<string>();
  for (const m of (content.email?.html ?? "").matchAll(HREF)) links.add(decodeEntities(m[3]!));
  for (const m of (content.sms?.text ?? "").matchAll(TEXT_LINK)) links.add(m[0]);
  return [...links];
}

const decodeEntities = (s: string) => s.replace(/&amp;/g, "&");

/** Links of an e-mail's HTML rewritten through `click(url)`, and the open pixel `pixelUrl` added at the end. */
export function trackHtml(html: string, click: (url: string) => string, pixelUrl: string): string {
  const rewritten = html.replace(
    HREF,
    (_, head: string, q: string, url: string) => `${head}${q}${escapeHtml(click(decodeEntities(url)))}${q}`,
  );
  const pixel = `<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">`;
  return /<\/body>/i.test(rewritten) ? rewritten.replace(/<\/body>/i, `${pixel}</body>`) : `${rewritten}${pixel}`;
}

/** A text message's links replaced by `short(url, index)` (the index of the link among {@link contentLinks}). */
export function shortenLinks(text: string, links: string[], short: (url: string, index: number) => string): string {
  return text.replace(TEXT_LINK, (url) => {
    const index = links.indexOf(url);
    return index < 0 ? url : short(url, index);
  });
}

/** Plain text of sanitised HTML for the text alternative: tags dropped, breaks kept, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\b[^>]*?href\s*=\s*["'](https?:\/\/[^"']+)["'][^>]*>([\s\S]*?)<\/a>/gi, "$2 ($1)")
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|tr)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
