import type { components } from "@portico/sdk";

type S = components["schemas"];
/** An authentication app (its secret is never returned, only `config.hasSecret`). */
export type AuthApp = S["AuthApp"];
/** What creates or replaces an app. */
export type AuthAppInput = S["AuthAppInput"];
/** A provider of authentication apps. */
export type AuthAppProvider = S["AuthAppProvider"];
/** A test sign-in of the preview. */
export type AuthAppSignInTest = S["AuthAppSignInTest"];
/** The guest's profile as an app's mapping reads it. */
export type AuthAppProfile = S["AuthAppProfile"];
