// The map bench's page: one DeviceMap of a business, clustered on the server (default), in the browser
// (?clustering=browser, every location downloaded first) or plain (?clustering=0), with the token in the query
// string; onReady's report lands in window.__deviceMapReady for the bench to read.
import { PorticoProvider } from "@portico/react";
import { DeviceMap, type DeviceMapReadyInfo } from "@portico/react/devices";
import { createRoot } from "react-dom/client";

declare global {
  interface Window {
    __deviceMapReady?: DeviceMapReadyInfo;
  }
}

const q = new URLSearchParams(location.search);
const mode = q.get("clustering");
createRoot(document.getElementById("root") as HTMLElement).render(
  <PorticoProvider baseUrl={location.origin} token={q.get("token")}>
    <DeviceMap
      businessId={Number(q.get("business") ?? 1)}
      clustering={mode === "0" ? false : mode === "browser" ? "browser" : true}
      onReady={(info) => {
        window.__deviceMapReady = info;
      }}
    />
  </PorticoProvider>,
);
