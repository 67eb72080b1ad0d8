import {
  type BookingConfig,
  bookingConfigProblems,
  bookingCopyName,
  configVersionOnSave,
  withConfigDefaults,
} from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { type BusinessIdOf, businessGuards, businessOf, notFound } from "../business/access";
import { type Booking, bookingById, bookingsOf, businessOfBooking, insertBooking, saveBooking } from "./bookingStore";

const byBookingId: BusinessIdOf<{ Params: { bookingId: number } }> = async (req, ctx) =>
  (await businessOfBooking(ctx.db, req.params.bookingId)) ?? null;

/** The config as stored: defaults filled in, then checked (a 400 names each problem by its path under `prefix`). */
export function checkedConfig(input: Partial<BookingConfig> | undefined, prefix: string): BookingConfig {
  const config = withConfigDefaults(input);
  const problems = bookingConfigProblems(config);
  if (Object.keys(problems).length)
    throw new HttpError(400, "VALIDATION_FAILED", "Invalid booking config", {
      fields: Object.fromEntries(Object.entries(problems).map(([k, v]) => [`${prefix}${k}`, v])),
    });
  return config;
}

/** A booking as the contract reads it. */
export function bookingOut(b: Booking, fields?: "config" | "coupons" | "all") {
  const config = withConfigDefaults(b.config);
  return {
    id: b.id,
    businessId: b.businessId,
    appId: b.appId,
    appKey: b.appKey,
    name: b.name,
    version: config.version ?? null,
    couponCount: config.coupons.length,
    createdTs: b.createdTs,
    updatedTs: b.updatedTs,
    ...(fields === "config" || fields === "all" ? { config } : {}),
    ...(fields === "coupons" ? { coupons: config.coupons } : {}),
  };
}

/**
 * Registers booking configs (contract tag `bookings`): list (optional fields), get, create (version 2.0), update
 * (version 2.0 only with pickup or return methods), remove, get and replace the config, duplicate (" Copy").
 * @example registerBookingRoutes(app, ctx);
 */
export function registerBookingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => Math.floor(ctx.now() / 1000);
  const load = async (id: number): Promise<Booking> => {
    const b = await bookingById(ctx.db, id);
    if (!b) throw notFound();
    return b;
  };
  const update = async (b: Booking, name: string, input: BookingConfig | undefined, prefix: string) => {
    const config = checkedConfig(input ?? b.config, prefix);
    const version = configVersionOnSave("update", config, withConfigDefaults(b.config).version);
    const { version: _drop, ...rest } = config;
    await saveBooking(ctx.db, b.id, name, version ? { ...rest, version } : rest, now());
    return load(b.id);
  };

  operationRoute(app, "listBookings", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) =>
      (await bookingsOf(ctx.db, businessOf(req).businessId)).map((b) => bookingOut(b, req.query.fields)),
  });

  operationRoute(app, "createBooking", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const config = checkedConfig(req.body.config, "config/");
      config.version = configVersionOnSave("create", config);
      const id = await insertBooking(ctx.db, businessOf(req).businessId, req.body.name.trim(), config, now());
      return reply.status(201).send(bookingOut(await load(id), "all"));
    },
  });

  operationRoute(app, "getBooking", {
    preHandler: businessGuards(ctx, "get", byBookingId),
    handler: async (req) => bookingOut(await load(req.params.bookingId), "all"),
  });

  operationRoute(app, "updateBooking", {
    preHandler: businessGuards(ctx, "put", byBookingId),
    handler: async (req) => {
      const b = await load(req.params.bookingId);
      return bookingOut(await update(b, req.body.name.trim(), req.body.config, "config/"), "all");
    },
  });

  operationRoute(app, "removeBooking", {
    preHandler: businessGuards(ctx, "delete", byBookingId),
    handler: async (req) => {
      await ctx.db.query("delete from bookings where id = $1", [req.params.bookingId]);
      return { ok: true as const };
    },
  });

  operationRoute(app, "getBookingConfig", {
    preHandler: businessGuards(ctx, "get", byBookingId),
    handler: async (req) => withConfigDefaults((await load(req.params.bookingId)).config),
  });

  operationRoute(app, "updateBookingConfig", {
    preHandler: businessGuards(ctx, "put", byBookingId),
    handler: async (req) => {
      const b = await load(req.params.bookingId);
      return withConfigDefaults((await update(b, b.name, req.body, "")).config);
    },
  });

  operationRoute(app, "duplicateBooking", {
    preHandler: businessGuards(ctx, "post", byBookingId),
    handler: async (req, reply) => {
      const b = await load(req.params.bookingId);
      const config = withConfigDefaults(b.config);
      const id = await insertBooking(ctx.db, b.businessId, bookingCopyName(b.name).slice(0, 100), config, now());
      return reply.status(201).send(bookingOut(await load(id), "all"));
    },
  });
}
