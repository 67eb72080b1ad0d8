import type { Locale } from "@portico/react";
import type { PortalSession, PortalTexts } from "@portico/react/portal";

/** What a server-rendered portal page carries for its hydration (a JSON data block, no inline script: CSP). */
export interface PortalState {
  code: string;
  session: PortalSession;
  /** The interface language the page was rendered in (the session's portal language's catalogue). */
  locale: Locale;
  /** The portal's texts in that language, as the server rendered with them. */
  texts: PortalTexts;
}

/** The id of the data block in the page. */
export const PORTAL_STATE_ID = "portico-portal-state";

/** JSON safe inside a `<script type="application/json">`: no `</script>` or `<!--` can end the block early. */
export function stateJson(state: PortalState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The state a server-rendered page carries, or null on the client-rendered path. */
export function readPortalState(doc: Document): PortalState | null {
  const text = doc.getElementById(PORTAL_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PortalState;
  } catch {
    return null;
  }
}
