import { PorticoProvider } from "@portico/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { session } from "./session";

// The partner keeps its own session (sessionStorage, not Portico's cookie) and its own look: Portico's widgets
// take the partner's fonts and colours through `appearance`, in dark mode.
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <PorticoProvider
      baseUrl={import.meta.env.VITE_PORTICO_API ?? ""}
      getToken={session.get}
      locale="en"
      navigate={(to) => console.info("widget asked to navigate to", to)}
      appearance={{
        theme: "dark",
        variables: {
          colorPrimary: "#F59E0B",
          colorPrimaryText: "#1C1917",
          colorBackground: "#1C1917",
          colorInputBackground: "#292524",
          colorBorder: "#44403C",
          colorText: "#F5F5F4",
          colorTextSecondary: "#A8A29E",
          fontFamily: "Georgia, 'Times New Roman', serif",
          borderRadius: "2px",
        },
      }}
    >
      <App />
    </PorticoProvider>
  </StrictMode>,
);
