import type { components } from "@portico/sdk";

type S = components["schemas"];
/** A configuration group (network and SSID settings with an optional schedule). */
export type ConfigGroup = S["ConfigGroup"];
/** Fields to create or update a configuration group with. */
export type ConfigGroupInput = S["ConfigGroupInput"];
/** The calendar of a configuration group. */
export type Schedule = S["Schedule"];
/** One calendar event (start and end are YYYY-MM-DD in the group's time zone, end inclusive). */
export type ScheduleEvent = S["ScheduleEvent"];
/** The schedule entries of one date. */
export type DateSchedule = S["DateSchedule"];
/** One time entry of a day: start (epoch seconds) and the activity per SSID. */
export type ScheduleEntry = S["ScheduleEntry"];
/** An iNode group as the grouping screen lists it. */
export type INodeGroupSummary = S["INodeGroup"];
