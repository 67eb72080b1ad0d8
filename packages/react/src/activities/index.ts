/**
 * `@portico/react/activities`: activities (captive-portal flows): the list, the first-activity wizard and the
 * module editor. One i18n catalogue per sub-folder. Short links with the table-card editor moved to
 * `@portico/react/links` and authentication apps to `@portico/react/authapps`; their old exports here are
 * deprecated aliases.
 */

export { activitiesKeys } from "../data/activitiesKeys";
export * from "./deprecatedAuthApps";
export * from "./deprecatedLinks";
export * from "./editor";
export * from "./list";
export * from "./wizard";
