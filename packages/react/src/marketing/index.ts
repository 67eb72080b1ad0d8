/**
 * `@portico/react/marketing`: direct marketing of a business: e-mail campaigns (edm/), SMS campaigns and visitor
 * segments (sms/), multi-channel campaigns (air2/), their contact sources (sources/) and the webhook settings
 * (webhooks/). Each part lives in its own folder with its own texts and its own index.
 */

export * from "./air2";
export * from "./edm";
export * from "./sms";
export * from "./sources";
export * from "./webhooks";
