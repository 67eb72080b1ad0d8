import type { ServerContext } from "../../context";
import type { PortalPageRenderer } from "../../staticSite";
import { loadPortalRenderer, portalTemplate, servePortalPage } from "./portalPage";

/** `/portal/{code}` path to the link code, decoded as react-router's params are. */
function codeOf(url: string): string {
  const raw = /^\/portal\/([^/?]+)/.exec(url)?.[1] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The server render of guest portal pages, when the console build has its renderer (dist-ssr beside the static
 * files); undefined otherwise, and the page is client-rendered as before.
 */
export async function portalPageRenderer(
  ctx: ServerContext,
  staticDir: string | undefined,
): Promise<PortalPageRenderer | undefined> {
  const renderer = staticDir ? await loadPortalRenderer(staticDir) : null;
  if (!staticDir || !renderer) return undefined;
  const template = portalTemplate(staticDir);
  return (req, reply) => servePortalPage(ctx, renderer, template, req, reply, codeOf(req.url));
}
