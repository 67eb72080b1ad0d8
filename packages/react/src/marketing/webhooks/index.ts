/** The webhooks part of `@portico/react/marketing`: its widgets, their props and state types. */
export type { WebhookSettingsProps, WebhookSettingsState } from "./WebhookSettings";
export { WebhookSettings } from "./WebhookSettings";
