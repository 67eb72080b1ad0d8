import { PorticoProvider } from "@portico/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { session } from "./session";

// The partner keeps its own session (sessionStorage, not Portico's cookie) and its own look.
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <PorticoProvider
      baseUrl={import.meta.env.VITE_PORTICO_API ?? ""}
      getToken={session.get}
      locale="en"
      navigate={(to) => console.info("widget asked to navigate to", to)}
      appearance={{
        theme: "dark",
        variables: { colorPrimary: "#F59E0B", fontFamily: "Georgia, serif", borderRadius: "2px" },
      }}
    >
      <App />
    </PorticoProvider>
  </StrictMode>,
);
