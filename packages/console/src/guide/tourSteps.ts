/** The guided intro tour's steps, in order (specification part 1 section 1). */
export const TOUR_STEPS = [
  "business",
  "account",
  "activity",
  "channels",
  "apps",
  "analytics",
  "directMarketing",
] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

/** The `data-tour` anchor each step points at: the business switcher, the user menu, or a menu section. */
export const TOUR_ANCHORS: Record<TourStep, string> = {
  business: "business",
  account: "account",
  activity: "section-activities",
  channels: "section-channels",
  apps: "section-apps",
  analytics: "section-performance",
  directMarketing: "section-remarketing",
};

/** i18n keys of a step's title and text. */
export function tourTextKeys(step: TourStep): { title: string; body: string } {
  return { title: `console.tour.${step}.title`, body: `console.tour.${step}.body` };
}

/**
 * The index of the next step to show from `from` in direction `dir`, skipping steps whose anchor is hidden;
 * null when the tour runs off either end.
 * @example nextTourIndex(-1, 1, (s) => s !== "business") // 1: the account step
 */
export function nextTourIndex(from: number, dir: 1 | -1, visible: (step: TourStep) => boolean): number | null {
  for (let i = from + dir; i >= 0 && i < TOUR_STEPS.length; i += dir) {
    if (visible(TOUR_STEPS[i]!)) return i;
  }
  return null;
}
