const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text made safe inside HTML, in element content and in quoted attribute values: the one escaper of every page
 * and e-mail the server writes (portal, unsubscribe, booking, lottery and voucher pages, message templates).
 * @example escapeHtml(`<b title="x">Ann's</b>`) // "&lt;b title=&quot;x&quot;&gt;Ann&#39;s&lt;/b&gt;"
 */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
