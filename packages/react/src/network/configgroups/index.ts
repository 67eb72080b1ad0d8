/** Widgets of network/configgroups: configuration groups, grouping, the first wizard, the calendar and day schedule. */

export { configGroupKeys } from "../../data/configGroupKeys";
export type { ConfigGroupEditDialogProps } from "./ConfigGroupEditDialog";
export { ConfigGroupEditDialog } from "./ConfigGroupEditDialog";
export type { ConfigGroupingProps } from "./ConfigGrouping";
export { ConfigGrouping } from "./ConfigGrouping";
export type { ConfigGroupListProps } from "./ConfigGroupList";
export { ConfigGroupList } from "./ConfigGroupList";
export type { DayScheduleProps } from "./DaySchedule";
export { DaySchedule } from "./DaySchedule";
export type { FirstConfigGroupWizardProps } from "./FirstConfigGroupWizard";
export { FirstConfigGroupWizard } from "./FirstConfigGroupWizard";
export { configGroupMessages } from "./i18n";
export type { ScheduleCalendarProps } from "./ScheduleCalendar";
export { ScheduleCalendar } from "./ScheduleCalendar";
export type { ScheduleSwitchProps } from "./ScheduleSwitch";
export { ScheduleSwitch } from "./ScheduleSwitch";
export type * from "./types";
export type { ActivityChoice } from "./useActivities";
export { fetchActivities, useActivities } from "./useActivities";
export {
  fetchConfigGroups,
  useConfigGroup,
  useConfigGroups,
  useCreateConfigGroup,
  useFirstConfigGroupDefaults,
  useRemoveConfigGroup,
  useSetConfigGroupINodeGroups,
  useSetScheduleEnabled,
  useUpdateConfigGroup,
} from "./useConfigGroups";
export {
  useDateSchedule,
  useDeleteScheduleEvent,
  useSaveDateSchedule,
  useSaveSchedule,
  useSchedule,
} from "./useSchedule";
