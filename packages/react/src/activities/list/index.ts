/** Widgets of activities/list: the activity list, its query hooks and the activity routes. */

export type { ActivityListItem } from "../../data/activities";
export {
  fetchBusinessActivities,
  invalidateBusinessActivities,
  RELOAD_AFTER_ADD_MS,
  reloadAfterAdd,
  useBusinessActivities,
  useCreateActivity,
  useDuplicateActivity,
  useRemoveActivity,
} from "../../data/activities";
export type { ActivityListProps, ActivityListState } from "./ActivityList";
export { ActivityList } from "./ActivityList";
export { activityPaths } from "./activityPaths";
export { activityListMessages } from "./i18n";
