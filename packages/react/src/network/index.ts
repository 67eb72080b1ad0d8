/**
 * `@portico/react/network`: configuration groups (list, grouping, first wizard, schedule calendar and day
 * schedule) and network configuration templates with their editor. One i18n catalogue per sub-folder.
 */

export * from "./configgroups";
export { networkKeys } from "./keys";
export * from "./netconfig";
