import type { MenuSection } from "../routes/routeTable";

/** The guide flags of a business preference (specification part 1 section 3, Preference status). */
export interface GuideStatus {
  enableGuideMode?: boolean;
  isFirstActivityDone?: boolean;
  isFirstConfigGroupDone?: boolean;
  isFirstINodeGroupDone?: boolean;
}

/** Guide steps in order: no activity, then no configuration group, then no iNode group, then complete. */
export const GUIDE_STEPS = ["activity", "configGroup", "iNodeGroup", "complete"] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** Menu sections guide mode hides until its steps are done (the short URL menu is a channels entry). */
export const GUIDE_HIDDEN_SECTIONS: readonly MenuSection[] = ["wifi", "apps", "performance", "remarketing"];
/** Single entries guide mode hides: the short URL menu. */
export const GUIDE_HIDDEN_WIDGETS: readonly string[] = ["ShortLinkList"];

/** The first step not done yet; the steps progress strictly in order. */
export function guideStep(status: GuideStatus | undefined): GuideStep {
  if (!status?.isFirstActivityDone) return "activity";
  if (!status.isFirstConfigGroupDone) return "configGroup";
  if (!status.isFirstINodeGroupDone) return "iNodeGroup";
  return "complete";
}

/**
 * Guide mode applies to the wifi menu type only, when the business enabled it and not all three first steps
 * are done. While the preference loads nothing is hidden (the menu must not flicker for other types).
 * @example guideActive("wifi", { enableGuideMode: true, isFirstActivityDone: true }) // true
 */
export function guideActive(menuType: string | undefined, status: GuideStatus | undefined): boolean {
  return menuType === "wifi" && Boolean(status?.enableGuideMode) && guideStep(status) !== "complete";
}

/** What the menu hides for a menu type and preference: nothing, or guide mode's sections and entries. */
export function guideHidden(
  menuType: string | undefined,
  status: GuideStatus | undefined,
): { sections: readonly MenuSection[]; widgets: readonly string[] } {
  return guideActive(menuType, status)
    ? { sections: GUIDE_HIDDEN_SECTIONS, widgets: GUIDE_HIDDEN_WIDGETS }
    : { sections: [], widgets: [] };
}

/** Steps done, out of three, for the progress indicator. */
export function guideDoneCount(status: GuideStatus | undefined): number {
  return GUIDE_STEPS.indexOf(guideStep(status));
}
