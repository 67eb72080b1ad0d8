import { loadPortalTexts, type PortalSession, portalUiLocale } from "@portico/react/portal";
import { renderToString } from "react-dom/server";
import { PortalRoot } from "./PortalRoot";
import { type PortalState, stateJson } from "./portalState";

/** What the reference server puts into portal.html for one guest. */
export interface RenderedPortal {
  /** The first step's markup, for `<div id="root">`. */
  html: string;
  /** The hydration state, for the `<script type="application/json">` data block. */
  state: string;
  /** `<html lang>`: the session's portal language. */
  lang: string;
  /** `<title>`: the business's name, else the activity's. */
  title: string;
}

/**
 * The server render of a guest's portal page (built with `vite build --ssr` into dist-ssr/portalRender.js, which
 * the reference server loads): the session's current step in its language, texts loaded first, so that nothing
 * suspends; the browser hydrates it with the same state.
 * @example const page = await renderPortal("k3Jd9Q", session);
 */
export async function renderPortal(code: string, session: PortalSession): Promise<RenderedPortal> {
  const locale = portalUiLocale(session.lang);
  const texts = await loadPortalTexts(locale);
  const state: PortalState = { code, session, locale, texts };
  const html = renderToString(<PortalRoot code={code} initialSession={session} locale={locale} baseUrl="" />);
  return { html, state: stateJson(state), lang: session.lang, title: session.businessName || session.activity.name };
}
