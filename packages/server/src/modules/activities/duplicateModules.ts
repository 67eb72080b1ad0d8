import { newModuleId } from "@portico/sdk/rules";
import type { ActivityModule } from "./activities";

/** Copies modules with new ids; coupon auto-skip options follow their modules to the new ids. */
export function duplicateModules(modules: readonly ActivityModule[]): ActivityModule[] {
  const ids = new Map(modules.map((m) => [m.id, newModuleId()]));
  return modules.map((m) => {
    const profile = { ...m.profile };
    if (profile.autoSkipCheckOptions) {
      profile.autoSkipCheckOptions = profile.autoSkipCheckOptions.map((o) => ({ ...o, id: ids.get(o.id) ?? o.id }));
    }
    return { id: ids.get(m.id)!, profile };
  });
}
