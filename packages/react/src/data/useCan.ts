import { useBusiness } from "./businesses";
import { can } from "./businessSelection";
import type { AclVerb } from "./businessTypes";

/**
 * Whether the caller holds `verb` (get, put, post, delete) on the business. Every write control of every widget asks
 * this (through `WriteControl` or `WriteFieldset` of `@portico/react/ui`, or directly for a column or a label).
 * Until the business list answers it says true: the list is usually cached already (the switcher loads it), the server
 * checks again and answers 403 regardless, and an owner's controls must not flash disabled. A business the caller
 * cannot see, or no business (id 0), grants nothing.
 * @example const canRemove = useCan(businessId, "delete"); const columns = canRemove ? [...base, actions] : base;
 */
export function useCan(businessId: number, verb: AclVerb): boolean {
  return usePermission(businessId, verb) !== false;
}

/**
 * {@link useCan} without the benefit of the doubt: undefined until the business list answers, so a control that is
 * hidden when refused (a row action) appears only once it is known to be allowed.
 */
export function usePermission(businessId: number, verb: AclVerb): boolean | undefined {
  const business = useBusiness(businessId);
  if (!(businessId > 0)) return false;
  if (business.data) return can(business.data, verb);
  // Not in the caller's list (NOT_FOUND) grants nothing; a list that failed to load leaves the decision to the server.
  return (business.error as { code?: string } | null)?.code === "NOT_FOUND" ? false : undefined;
}
