import { air2Audience } from "../air2/air2Delivery";
import { edmAudience } from "../edm/edmAudience";
import { smsAudience } from "../sms/smsAudience";
import type { AudienceResolver, DeliveryKind, DeliveryRecipient } from "./deliveryTypes";

/**
 * Where each campaign kind's recipients come from: ONE line per kind (the part that owns the kind adds it), like
 * `EXPORT_SOURCES`. A run whose audience is `{ recipients: [...] }` (a test send) needs no resolver.
 */
export const AUDIENCES: readonly AudienceResolver[] = [smsAudience, edmAudience, air2Audience];

/** Recipients per page of a listed audience. */
const LIST_PAGE = 500;

/** The recipients a test send names, when the audience is `{ recipients: [...] }`. */
export function listedRecipients(audience: unknown): DeliveryRecipient[] | null {
  if (!audience || typeof audience !== "object" || !("recipients" in audience)) return null;
  const list = (audience as { recipients: unknown }).recipients;
  return Array.isArray(list) ? (list as DeliveryRecipient[]) : null;
}

/** The resolver of `kind` among `resolvers` (the registered ones unless a test gives its own). */
export function audienceResolver(
  kind: DeliveryKind,
  resolvers: readonly AudienceResolver[] = AUDIENCES,
): AudienceResolver | undefined {
  return resolvers.find((r) => r.kind === kind);
}

/** Pages of a listed audience. */
export async function* pagesOf(list: DeliveryRecipient[]): AsyncIterable<DeliveryRecipient[]> {
  for (let i = 0; i < list.length; i += LIST_PAGE) yield list.slice(i, i + LIST_PAGE);
}
