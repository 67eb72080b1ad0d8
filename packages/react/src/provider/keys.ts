/**
 * The one factory of TanStack Query keys for the provider's resources. Business-scoped areas add their own
 * factories keyed by business under the same `portico` root.
 */
export const porticoKeys = {
  all: ["portico"] as const,
  me: () => [...porticoKeys.all, "me"] as const,
  envSettings: () => [...porticoKeys.all, "envSettings"] as const,
};
