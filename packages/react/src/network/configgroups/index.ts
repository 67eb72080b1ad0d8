/** Widgets of network/configgroups: configuration groups, grouping, the first wizard, the calendar and day schedule. */

export type { ActivityChoice } from "../../data/activities";
export { fetchActivities, useActivities } from "../../data/activities";
export { configGroupKeys } from "../../data/configGroupKeys";
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
} from "../../data/configGroups";
export type * from "../../data/configGroupTypes";
export {
  useDateSchedule,
  useDeleteScheduleEvent,
  useSaveDateSchedule,
  useSaveSchedule,
  useSchedule,
} from "../../data/schedule";
export type { ConfigGroupEditDialogProps } from "./ConfigGroupEditDialog";
export { ConfigGroupEditDialog } from "./ConfigGroupEditDialog";
export type { ConfigGroupingProps } from "./ConfigGrouping";
export { ConfigGrouping } from "./ConfigGrouping";
export type { ConfigGroupListProps, ConfigGroupListState } from "./ConfigGroupList";
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
