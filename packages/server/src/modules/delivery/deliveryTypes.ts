import type { ServerContext } from "../../context";

/** The campaign kinds that send through the delivery core. */
export type DeliveryKind = "edm" | "sms" | "air2";
/** The channels a message goes out on. */
export type DeliveryChannel = "email" | "sms";

/** What one send says, with `{{var}}` placeholders filled per recipient. */
export interface DeliveryContent {
  email?: { subject: string; html: string; text?: string; replyTo?: string };
  sms?: { text: string };
}

/** One recipient of a send: an address per channel, a display name and the values of its placeholders. */
export interface DeliveryRecipient {
  email?: string;
  phone?: string;
  name?: string;
  vars?: Record<string, string>;
}

/**
 * Turns a run's `audience` (JSON the campaign kind understands: a filter, a segment id, a source id) into pages of
 * recipients. Called inside the delivery job, never inside a request; must give the same recipients when run
 * again (a resumed run inserts the missing ones only).
 */
export interface AudienceResolver {
  kind: DeliveryKind;
  resolve(
    ctx: ServerContext,
    run: { businessId: number; campaignId: string; audience: unknown },
  ): AsyncIterable<DeliveryRecipient[]>;
}

/** A stored send (`delivery_runs`). */
export interface DeliveryRun {
  id: number;
  businessId: number;
  kind: DeliveryKind;
  campaignId: string;
  runKey: string;
  channels: DeliveryContent;
  audience: unknown;
  trackerBase: string;
  shortUrls: boolean;
  lang: string;
  state: "queued" | "resolving" | "sending" | "done" | "cancelled";
  total: number;
  jobId: number | null;
}

/** The job that resolves a run's audience, sends with its helpers and reports the run's progress. */
export const DELIVERY_JOB = "delivery";
/** A helper job that only sends (claims batches of the same run beside the main job, on any instance). */
export const DELIVERY_BATCH_JOB = "delivery.batch";
/** The i18n key of both jobs' progress message. */
export const DELIVERY_MESSAGE = "jobs.delivering";
