import "../global.css";
import { primePortalTexts } from "@portico/react/portal";
import { createRoot, hydrateRoot } from "react-dom/client";
import { getToken } from "../session";
import { PortalRoot } from "./PortalRoot";
import { portalCodeOf } from "./portalCode";
import { readPortalState } from "./portalState";

// portal.html's entry (built apart from the console: see vite.config.ts): the reference server renders the first
// step of /portal/{code} on the server and this hydrates it, with the texts the server sent; on the client-rendered
// path (?render=client, or no server renderer) it draws the page itself.
const root = document.getElementById("root")!;
const state = readPortalState(document);
if (state) {
  primePortalTexts(state.locale, state.texts);
  hydrateRoot(
    root,
    <PortalRoot
      code={state.code}
      initialSession={state.session}
      locale={state.locale}
      baseUrl={window.location.origin}
      getToken={getToken}
    />,
  );
} else {
  createRoot(root).render(
    <PortalRoot code={portalCodeOf(window.location.pathname)} baseUrl={window.location.origin} getToken={getToken} />,
  );
}
