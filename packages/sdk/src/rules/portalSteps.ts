import type { ActivityModule } from "./activityModules";

/**
 * The step a guest lands on after leaving a module: coupon modules due next are passed over while one of their
 * checked auto-skip options names a module this guest skipped (part 1 section 4: a coupon lists the earlier
 * skippable modules as auto-skip options). The live portal and the editor's preview both walk through this.
 * @example stepAfterAutoSkip(modules, 2, new Set(["Video00001"])) // 3 when modules[2] is such a coupon
 */
export function stepAfterAutoSkip(
  modules: readonly Pick<ActivityModule, "profile">[],
  step: number,
  skipped: ReadonlySet<string>,
): number {
  let next = step;
  for (let m = modules[next]; m?.profile.mode === "coupon"; m = modules[next]) {
    const due = (m.profile.autoSkipCheckOptions ?? []).some((o) => o.check && skipped.has(o.id));
    if (!due) break;
    next += 1;
  }
  return next;
}
