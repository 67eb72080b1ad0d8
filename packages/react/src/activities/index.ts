/**
 * `@portico/react/activities`: activities (captive-portal flows): the list, the first-activity wizard and the
 * module editor. One i18n catalogue per sub-folder. Short links and the table-card editor moved to
 * `@portico/react/links`; their old exports here are deprecated re-exports.
 */

export { activitiesKeys } from "../data/activitiesKeys";
export * from "./authapps";
export * from "./deprecatedLinks";
export * from "./editor";
export * from "./list";
export * from "./wizard";
