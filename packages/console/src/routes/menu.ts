import { type MenuType, toMenuType } from "@portico/sdk/rules";
import { buildPath } from "./matchRoute";
import { type MenuSection, type RouteDef, routeTable, screenTitleKey, sectionTitleKey } from "./routeTable";

// The one run-time list of menu types lives beside the contract-typed rules; re-exported for the console.
export { MENU_TYPES, type MenuType } from "@portico/sdk/rules";

const ALL: MenuSection[] = [
  "business",
  "performance",
  "activities",
  "channels",
  "wifi",
  "apps",
  "remarketing",
  "system",
];

/**
 * Sections each menu type shows, in sidebar order. The specification says only that the type shows or hides
 * entries and that 'si' is forced to the channels dashboard; this table is the console's reading of the
 * types' names: event-like types have no devices, onePageBooking is about bookings, private has no
 * marketing, si has the channels dashboard alone.
 */
export const SECTIONS_BY_MENU_TYPE: Record<MenuType, readonly MenuSection[]> = {
  default: ALL,
  wifi: ALL,
  "iwifi-pro": ALL,
  sso: ALL,
  event: ["business", "performance", "activities", "channels", "apps", "remarketing"],
  ttshow: ["business", "performance", "activities", "channels", "apps", "remarketing"],
  onePageBooking: ["business", "performance", "activities", "apps"],
  private: ["business", "performance", "activities", "channels", "wifi", "apps", "system"],
  si: ["channels"],
};

/** Widgets a menu type limits a section to (si: the channels dashboard alone). */
const ONLY_WIDGETS: Partial<Record<MenuType, readonly string[]>> = { si: ["ChannelsDashboard"] };

/** One sidebar link. */
export interface MenuEntry {
  route: RouteDef;
  /** Link target with the business id filled in. */
  to: string;
  /** i18n key of the label. */
  labelKey: string;
}

/** One sidebar group. */
export interface MenuGroup {
  section: MenuSection;
  labelKey: string;
  entries: MenuEntry[];
}

function asMenuType(menuType: string | undefined): MenuType {
  return toMenuType(menuType) ?? "default";
}

/** Sections and entries to leave out on top of the menu type's rules (guide mode). */
export interface MenuHidden {
  sections?: readonly MenuSection[];
  widgets?: readonly string[];
}

/**
 * Sidebar groups for a menu type and business: only routes marked `menu`, in sections the type shows, and
 * only those whose screen exists (a missing screen gets no link). `hidden` leaves out more (guide mode).
 * Empty groups are left out.
 * @example buildMenu("wifi", 12) // only the business settings link in this issue
 */
export function buildMenu(
  menuType: string | undefined,
  bid: string | number,
  table: readonly RouteDef[] = routeTable,
  hidden: MenuHidden = {},
) {
  const type = asMenuType(menuType);
  const only = ONLY_WIDGETS[type];
  return SECTIONS_BY_MENU_TYPE[type]
    .filter((section) => !hidden.sections?.includes(section))
    .map(
      (section): MenuGroup => ({
        section,
        labelKey: sectionTitleKey(section),
        entries: table
          .filter(
            (r) =>
              r.menu &&
              r.exists &&
              r.section === section &&
              (!only || only.includes(r.widget)) &&
              !hidden.widgets?.includes(r.widget),
          )
          .map((route) => ({ route, to: buildPath(route.path, { bid }), labelKey: screenTitleKey(route) })),
      }),
    )
    .filter((g) => g.entries.length > 0);
}
