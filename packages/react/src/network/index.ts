/**
 * `@portico/react/network`: configuration groups (list, grouping, first wizard, schedule calendar and day
 * schedule) and network configuration templates with their editor. One i18n catalogue per sub-folder.
 */

export { networkKeys } from "../data/networkKeys";
export * from "./configgroups";
export * from "./netconfig";
