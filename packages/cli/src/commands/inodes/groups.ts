import type { PorticoClient } from "@portico/sdk";
import { withRetry } from "./retry";

/** The iNode groups of a business by name (the virtual -1 group excluded). */
export async function groupsByName(client: PorticoClient, businessId: number): Promise<Map<string, number>> {
  const { data } = await withRetry(() =>
    client.GET("/v3/businesses/{businessId}/inode-groups", { params: { path: { businessId } } }),
  );
  return new Map(data.filter((g) => g.id !== -1).map((g) => [g.name, g.id]));
}

/** Every iNode group name of a business by id (the virtual -1 group of unassigned iNodes included). */
export async function groupNamesById(client: PorticoClient, businessId: number): Promise<Map<number, string>> {
  const { data } = await withRetry(() =>
    client.GET("/v3/businesses/{businessId}/inode-groups", { params: { path: { businessId } } }),
  );
  return new Map(data.map((g) => [g.id, g.name]));
}

/**
 * Resolves group names to ids, creating each missing group exactly once (one call per name, before any
 * bind runs, so concurrent rows never race to create it). A name that could not be created maps to its error.
 */
export async function ensureGroups(
  client: PorticoClient,
  businessId: number,
  names: readonly string[],
  onCreated: (name: string, id: number) => void,
): Promise<Map<string, number | Error>> {
  const known: Map<string, number | Error> = await groupsByName(client, businessId);
  for (const name of new Set(names)) {
    if (known.has(name)) continue;
    try {
      const { data } = await withRetry(() =>
        client.POST("/v3/businesses/{businessId}/inode-groups", {
          params: { path: { businessId } },
          body: { name },
        }),
      );
      known.set(name, data.id);
      onCreated(name, data.id);
    } catch (err) {
      known.set(name, err instanceof Error ? err : new Error(String(err)));
    }
  }
  return known;
}
