import type { Webhook } from "../../data/webhooks";

/** What the settings form holds (strings as typed). */
export interface WebhookForm {
  url: string;
  validator: string;
  secret: string;
  email: string;
}

const URL_RE = /^https?:\/\/[^\s/?#]+\S*$/i;
const PRINTABLE_RE = /^[\x21-\x7e]+$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contract's rules, checked before the call: field -> i18n key of its problem. */
export function problemsOf(f: WebhookForm): Partial<Record<keyof WebhookForm, string>> {
  const p: Partial<Record<keyof WebhookForm, string>> = {};
  const url = f.url.trim();
  if (!URL_RE.test(url) || url.length > 2000) p.url = "webhooks.url.invalid";
  if (!f.validator) p.validator = "webhooks.validator.required";
  if (f.secret.length < 8 || f.secret.length > 256 || !PRINTABLE_RE.test(f.secret))
    p.secret = "webhooks.secret.invalid";
  if (f.email.trim() && !EMAIL_RE.test(f.email.trim())) p.email = "webhooks.email.invalid";
  return p;
}

/** Valid only when the verified copy matches id, url, validator and secret (part 3, section 4). */
export function isWebhookValid(w: Webhook | undefined, f: WebhookForm): boolean {
  const v = w?.verified;
  return Boolean(
    v &&
      w.id !== null &&
      v.id === w.id &&
      v.url === f.url.trim() &&
      v.validator === f.validator &&
      v.secret === f.secret,
  );
}
