import type { components } from "../generated/schema";

/** One leftMenuType of the environment settings, as the contract's enum says. */
export type MenuType = components["schemas"]["MenuType"];

/**
 * The contract's leftMenuType values at run time (the generated types have none), shared by the server's
 * PORTICO_MENU_TYPE check and the console's menus. The two checks below fail to compile when the contract's
 * enum and this list drift apart in either direction.
 */
export const MENU_TYPES = [
  "default",
  "wifi",
  "iwifi-pro",
  "event",
  "onePageBooking",
  "private",
  "si",
  "ttshow",
  "sso",
] as const satisfies readonly MenuType[];

type Missing = Exclude<MenuType, (typeof MENU_TYPES)[number]>;
const everyMenuTypeListed: [Missing] extends [never] ? true : Missing = true;
void everyMenuTypeListed;

/** The value itself when it is a known menu type, else undefined. */
export function toMenuType(value: string | undefined | null): MenuType | undefined {
  return (MENU_TYPES as readonly string[]).includes(value ?? "") ? (value as MenuType) : undefined;
}
