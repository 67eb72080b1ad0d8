/**
 * TanStack Query keys of the account area, under the provider's `portico` root. The business list here is the
 * account area's own read of GET /v3/businesses (names for the sub-user dialog), keyed apart from the business area.
 */
export const accountKeys = {
  all: ["portico", "account"] as const,
  profile: (kind: "owner" | "subscriber") => [...accountKeys.all, "profile", kind] as const,
  subscribers: () => [...accountKeys.all, "subscribers"] as const,
  businessOptions: () => [...accountKeys.all, "businessOptions"] as const,
};
