/**
 * `@portico/react/activities`: activities (captive-portal flows): the list, the first-activity wizard, the
 * module editor, links and short links, authentication apps and the table-card editor. One i18n catalogue
 * per sub-folder.
 */

export { activitiesKeys } from "../data/activitiesKeys";
export * from "./authapps";
export * from "./editor";
export * from "./links";
export * from "./list";
export * from "./tablecard";
export * from "./wizard";
