/**
 * The console routes the activity screens navigate to (part 1 section 2). The editor opens only with
 * actmode=modules; a legacy activity goes to the same route without it, where the console shows 'Deprecated'.
 * @example activityPaths(1).editor(7, "modules") // "/businesses/1/activities/7?actmode=modules"
 */
export function activityPaths(businessId: number, project?: number) {
  const base = `/businesses/${businessId}/activities`;
  const withProject = project ? `?project=${project}` : "";
  return {
    list: `${base}${withProject}`,
    wizard: `${base}/first-activity${withProject}`,
    editor: (activityId: number, mode?: string) =>
      `${base}/${activityId}${mode === undefined || mode === "modules" ? "?actmode=modules" : ""}`,
    configGroups: `/businesses/${businessId}/configgroups/list`,
  };
}
