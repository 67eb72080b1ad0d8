import type { ActivityListState } from "@portico/react/activities";

/** The list's view state from the route's query string (activityName, activityId, type, page). */
export function activityListStateOf(search: URLSearchParams): ActivityListState {
  const state: ActivityListState = {};
  const name = search.get("activityName");
  if (name) state.activityName = name;
  const id = Number(search.get("activityId"));
  if (Number.isInteger(id) && id > 0) state.activityId = id;
  const type = search.get("type");
  if (type) state.type = type;
  const page = Number(search.get("page"));
  if (Number.isInteger(page) && page > 1) state.page = page;
  return state;
}

/** The query string for a new view state; other parameters (project, mode, actmode, preview) are kept. */
export function activityListQuery(search: URLSearchParams, next: ActivityListState): URLSearchParams {
  const q = new URLSearchParams(search);
  const set = (k: string, v: string | number | undefined) =>
    v === undefined || v === "" ? q.delete(k) : q.set(k, String(v));
  set("activityName", next.activityName);
  set("activityId", next.activityId);
  set("type", next.type);
  set("page", next.page && next.page > 1 ? next.page : undefined);
  return q;
}
