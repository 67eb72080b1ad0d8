/**
 * Line icons (24-unit paths, drawn with the text colour) beside the sidebar entries, by the entry's widget; a
 * widget without its own icon takes its section's. Inline SVG: the console has no icon dependency, and these few
 * paths cost less than one.
 */
const BY_WIDGET: Record<string, string> = {
  BusinessEditor: "M3 9l1.5-5h15L21 9M4 9v11h16V9M3 9h18M9 20v-6h6v6",
  ActivityList: "M3 10v4h3l6 4V6L6 10H3zM16 9a4 4 0 010 6M19 6a8 8 0 010 12",
  AccessPointList: "M2 9a15 15 0 0120 0M5 12.5a10 10 0 0114 0M8.5 16a5 5 0 017 0M12 19.5v.5",
  OnlineClients: "M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0114 0v1M17 3.5a4 4 0 010 7M22 21v-1a6 6 0 00-4-5.6",
  ConfigGroupList: "M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6",
  PreAuthList: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4",
  INodeGroupList: "M3 14h18v6H3v-6zM7 17h.5M11 17h.5M8.5 10.5a5 5 0 017 0M5.5 7.5a9 9 0 0113 0",
  NetworkConfigList: "M4 4h16v16H4V4zM4 9h16M9 9v11",
  ShortLinkList: "M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1",
  AuthAppList: "M5 11h14v10H5V11zM8 11V7a4 4 0 018 0v4",
  DeviceMap: "M12 21s-7-6-7-11a7 7 0 0114 0c0 5-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
};
const BY_SECTION: Record<string, string> = {
  performance: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  channels: BY_WIDGET.ShortLinkList as string,
  apps: "M4 4h6v6H4V4zM14 4h6v6h-6V4zM4 14h6v6H4v-6zM14 14h6v6h-6v-6z",
  remarketing: "M4 5h16v14H4V5zM4 6l8 7 8-7",
};
const DOT = "M12 12m-3 0a3 3 0 106 0 3 3 0 10-6 0";

/** The icon of a sidebar entry: decorative (aria-hidden), the link's text names it. */
export function MenuIcon({ widget, section }: { widget: string; section: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={BY_WIDGET[widget] ?? BY_SECTION[section] ?? DOT} />
    </svg>
  );
}
