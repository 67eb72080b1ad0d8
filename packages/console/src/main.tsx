import "./global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App";

// Served by the reference server on the API's own origin.
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <App baseUrl={window.location.origin} />
    </BrowserRouter>
  </StrictMode>,
);
