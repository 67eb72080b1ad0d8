/**
 * @portico/sdk: the typed client for the Portico v3 API, generated from the OpenAPI contract.
 * Live events are in `@portico/sdk/live`, validation rules in `@portico/sdk/rules`.
 */
import type { components } from "./generated/schema";

export type { GetToken, PorticoClient, PorticoClientOptions, PorticoMethod } from "./client";
export { createPorticoClient, porticoMiddleware } from "./client";
export type { ApiError, FieldProblem } from "./errors";
export { errorText, isPorticoError, NETWORK_ERROR, PorticoError } from "./errors";
export type { components, operations, paths } from "./generated/schema";
export type { Job } from "./jobs";
export type { SignInInput, SignInResult } from "./signIn";
export { signIn } from "./signIn";

type Schemas = components["schemas"];
export type ErrorBody = Schemas["ErrorBody"];
export type Id = Schemas["Id"];
export type EpochSeconds = Schemas["EpochSeconds"];
export type TokenGrant = Schemas["TokenGrant"];
export type SubscriberLogin = Schemas["SubscriberLogin"];
export type TokenResponse = Schemas["TokenResponse"];
export type SignUpRequest = Schemas["SignUpRequest"];
export type EmailRequest = Schemas["EmailRequest"];
export type ResetPasswordRequest = Schemas["ResetPasswordRequest"];
export type Me = Schemas["Me"];
export type Ok = Schemas["Ok"];
export type EnvSettings = Schemas["EnvSettings"];
export type MenuType = EnvSettings["leftMenuType"];
export type Pong = Schemas["Pong"];
export type LiveMessage = Schemas["LiveMessage"];
export type MailMessage = Schemas["MailMessage"];
export type Mailbox = Schemas["Mailbox"];
/** A console language code. */
export type Lang = NonNullable<Me["lang"]>;
