import type { components } from "@portico/sdk";

type S = components["schemas"];
/** A business with the caller's permissions on it. */
export type Business = S["Business"];
/** Profile fields to set (create or update). */
export type BusinessProfileInput = S["BusinessProfileInput"];
/** The body of POST /v3/businesses: a profile with at least a name. */
export type BusinessCreate = S["CreateBusinessRequest"];
/** The body of PUT /v3/businesses/{id}. */
export type BusinessUpdate = S["UpdateBusinessRequest"];
/** Profile fields of a business. */
export type BusinessProfile = S["BusinessProfile"];
/** A point on the map. */
export type GeoLocation = S["Location"];
/** Portal branding texts (continuePortal and tos) per language. */
export type Branding = S["Branding"];
/** The portal language list used by the branding tab. */
export type PortalLanguages = S["PortalLanguages"];
/** E-mail lists (iNode and report subscribers). */
export type SubscriberEmails = S["SubscriberEmails"];
/** The developer key of a business; `key` only right after generation. */
export type DeveloperKey = S["DeveloperKey"];
/** Guide status flags of a business. */
export type Preference = { status: Required<S["PreferenceStatus"]> };
/** The flags to change. */
export type PreferenceUpdate = S["PreferenceUpdate"];
/** An event-mode project. */
export type Project = S["Project"];
/** The website service of a business. */
export type WebsiteService = S["WebsiteService"];
/** One priced service (points per day). */
export type Plan = S["Plan"];
/** One ACL verb. */
export type AclVerb = S["AclVerb"];
