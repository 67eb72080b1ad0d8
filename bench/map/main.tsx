// The map bench's page: one DeviceMap of a business, clustered or plain (?clustering=0), with the token in the
// query string; onReady's report lands in window.__deviceMapReady for the bench to read.
import { PorticoProvider } from "@portico/react";
import { DeviceMap, type DeviceMapReadyInfo } from "@portico/react/devices";
import { createRoot } from "react-dom/client";

declare global {
  interface Window {
    __deviceMapReady?: DeviceMapReadyInfo;
  }
}

const q = new URLSearchParams(location.search);
createRoot(document.getElementById("root") as HTMLElement).render(
  <PorticoProvider baseUrl={location.origin} token={q.get("token")}>
    <DeviceMap
      businessId={Number(q.get("business") ?? 1)}
      clustering={q.get("clustering") !== "0"}
      onReady={(info) => {
        window.__deviceMapReady = info;
      }}
    />
  </PorticoProvider>,
);
