import type { Resolution } from "./resolveLocation";
import { screenTitleKey, sectionTitleKey } from "./routeTable";

/** One breadcrumb item: an i18n key, and the path when the item is the current location. */
export interface Crumb {
  labelKey: string;
  current: boolean;
}

/** Breadcrumb of a resolved location, from the route table: its section, then its screen. */
export function breadcrumbFor(resolution: Resolution): Crumb[] {
  switch (resolution.kind) {
    case "screen":
      return [
        { labelKey: sectionTitleKey(resolution.route.section), current: false },
        { labelKey: screenTitleKey(resolution.route), current: true },
      ];
    case "deprecated":
      return [{ labelKey: "console.deprecated.title", current: true }];
    case "notFound":
      return [{ labelKey: "console.notFound.title", current: true }];
    default:
      return [];
  }
}
