import {
  type BookingFormula,
  type BookingPriceFields,
  checkCouponDerivation,
  checkFormulas,
  DEFAULT_BOOKING_FORMULAS,
} from "./bookingFormula";
import { zonedDayEnd, zonedDayStart } from "./reportRange";
import { dayKey } from "./schedule";

/**
 * The v2.0 booking config (specification part 2 section 3 "Booking config", sections 4, 5 and 9): its shape, its
 * defaults and the form rules the editor and the server both apply.
 */

/** The version a booking config carries after create (and after an update that has pickup or return methods). */
export const BOOKING_CONFIG_VERSION = "2.0";
/** The suffix a duplicated booking's name gets. */
export const BOOKING_COPY_SUFFIX = " Copy";
/** Characters of the random suffix a new method choice's value gets. */
export const METHOD_VALUE_SUFFIX_LENGTH = 5;
/** Coupon codes generated when the owner does not say how many. */
export const DEFAULT_COUPON_CODE_COUNT = 10;
/** The most coupon codes one generation makes. */
export const MAX_COUPON_CODE_COUNT = 100_000;
/** A coupon code prefix: letters, digits, dash and underscore. */
export const COUPON_PREFIX_PATTERN = /^[A-Za-z0-9_-]{0,16}$/;

/** When guests may book: days from today (offset) or fixed dates (absolute, YYYY-MM-DD). */
export interface AvailableDate {
  type: "offset" | "absolute";
  startOffset?: number;
  endOffset?: number;
  startDate?: string;
  endDate?: string;
}

/** A min..max pair of whole numbers. */
export interface MinMax {
  min: number;
  max: number;
}

/** The booking form's rules. */
export interface BookingForm {
  availableDate: AvailableDate;
  orderUnits: MinMax;
  orderDays: MinMax;
  bookingDesc: string;
  stock: number;
}

/** One pickup or return method choice; `showOther` asks the guest for free text labelled `otherOptions`. */
export interface MethodChoice {
  label: string;
  price: number;
  value: string;
  showOther?: boolean;
  otherOptions?: string;
}

/** The tracking codes of one page (customer or return). */
export interface TrackingCode {
  adwords?: { conversionId?: string; label?: string };
  yahoo?: { projectId?: string; pixelId?: string };
}

/** A coupon of a booking (stored in the config). Timestamps are epoch seconds; empty ones are null. */
export interface BookingCoupon {
  id: string;
  name: string;
  couponEnabled: boolean;
  couponStartTs: number | null;
  couponExpireTs: number | null;
  derivation: string;
  redeemedTs?: number;
}

/** The whole v2.0 config. */
export interface BookingConfig {
  version?: string;
  planId?: string;
  distributorCode?: string;
  pageCode?: string;
  form: BookingForm;
  price: BookingPriceFields;
  payment: { credentials?: Record<string, string>; paymentApp?: { paymentId?: string } };
  paymentSetting: { deposit?: Record<string, number>; methods?: string[] };
  trackingCodes: { customer?: TrackingCode; return?: TrackingCode; facebookPixelId?: string };
  localeSetting: { language?: string; currency?: string };
  formulas: BookingFormula[];
  hideHomeDelivery: { pickup: boolean; return: boolean };
  pickupMethods: MethodChoice[];
  returnMethods: MethodChoice[];
  notification: { disableSms: boolean; disableEmail: boolean };
  coupons: BookingCoupon[];
}

/** A new booking's config: order units and days 1 to 1, stock 0, the default formulas, notifications on. */
export function defaultBookingConfig(): BookingConfig {
  return {
    version: BOOKING_CONFIG_VERSION,
    form: {
      availableDate: { type: "offset", startOffset: 1, endOffset: 90 },
      orderUnits: { min: 1, max: 1 },
      orderDays: { min: 1, max: 1 },
      bookingDesc: "",
      stock: 0,
    },
    price: {
      unitPrice: 0,
      priceMarkup: 0,
      shipmentPrice: 0,
      shipmentAmount: 0,
      discountPercent: 0,
      discountAmount: 0,
    },
    payment: {},
    paymentSetting: {},
    trackingCodes: {},
    localeSetting: {},
    formulas: DEFAULT_BOOKING_FORMULAS.map((f) => ({ ...f })),
    hideHomeDelivery: { pickup: false, return: false },
    pickupMethods: [],
    returnMethods: [],
    notification: { disableSms: false, disableEmail: false },
    coupons: [],
  };
}

/** A config with every part present: missing parts take the defaults (a partial stored config reads whole). */
export function withConfigDefaults(config: Partial<BookingConfig> | null | undefined): BookingConfig {
  const d = defaultBookingConfig();
  const c = config ?? {};
  const { version: _v, ...rest } = c;
  return {
    ...d,
    ...rest,
    ...(c.version ? { version: c.version } : { version: undefined }),
    form: { ...d.form, ...c.form },
    price: { ...d.price, ...c.price },
    hideHomeDelivery: { ...d.hideHomeDelivery, ...c.hideHomeDelivery },
    notification: { ...d.notification, ...c.notification },
    formulas: c.formulas?.length ? c.formulas : d.formulas,
  };
}

/**
 * The version rule of part 2 section 4: "2.0" on create; on update only when the config has pickup or return
 * methods (otherwise the stored version stays).
 */
export function configVersionOnSave(
  mode: "create" | "update",
  config: Pick<BookingConfig, "pickupMethods" | "returnMethods">,
  stored?: string,
): string | undefined {
  if (mode === "create") return BOOKING_CONFIG_VERSION;
  return config.pickupMethods?.length || config.returnMethods?.length ? BOOKING_CONFIG_VERSION : stored;
}

/** A new method choice's value: its base (or "method") plus a random 5-character suffix. */
export function methodValue(base: string, random: () => number = Math.random): string {
  const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
  let suffix = "";
  for (let i = 0; i < METHOD_VALUE_SUFFIX_LENGTH; i++) suffix += chars[Math.floor(random() * chars.length)];
  const clean = base
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 24);
  return `${clean || "method"}-${suffix}`;
}

/** The duplicate's name (part 2 section 7: name plus " Copy"). */
export const bookingCopyName = (name: string): string => `${name}${BOOKING_COPY_SUFFIX}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isWhole = (n: unknown, min = 0): n is number => typeof n === "number" && Number.isInteger(n) && n >= min;
const isMoney = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n >= 0;

/** The problems of a config, keyed by its path ("form/orderUnits/min"); empty when it is valid. */
export function bookingConfigProblems(config: BookingConfig): Record<string, string> {
  const p: Record<string, string> = {};
  const f = config.form;
  const ad = f.availableDate;
  if (ad.type === "offset") {
    if (!isWhole(ad.startOffset)) p["form/availableDate/startOffset"] = "wholeNumber";
    if (!isWhole(ad.endOffset)) p["form/availableDate/endOffset"] = "wholeNumber";
    else if (isWhole(ad.startOffset) && ad.startOffset > ad.endOffset)
      p["form/availableDate/endOffset"] = "beforeStart";
  } else {
    if (!DATE.test(ad.startDate ?? "")) p["form/availableDate/startDate"] = "date";
    if (!DATE.test(ad.endDate ?? "")) p["form/availableDate/endDate"] = "date";
    else if (DATE.test(ad.startDate ?? "") && (ad.startDate ?? "") > (ad.endDate ?? ""))
      p["form/availableDate/endDate"] = "beforeStart";
  }
  for (const k of ["orderUnits", "orderDays"] as const) {
    const mm = f[k];
    if (!isWhole(mm.min, 1)) p[`form/${k}/min`] = "atLeastOne";
    if (!isWhole(mm.max, 1)) p[`form/${k}/max`] = "atLeastOne";
    else if (isWhole(mm.min, 1) && mm.min > mm.max) p[`form/${k}/max`] = "belowMin";
  }
  if (!isWhole(f.stock)) p["form/stock"] = "wholeNumber";
  for (const [k, v] of Object.entries(config.price ?? {}))
    if (v !== undefined && !isMoney(v)) p[`price/${k}`] = "notNegative";
  if ((config.price?.discountPercent ?? 0) > 100) p["price/discountPercent"] = "percent";
  const fc = checkFormulas(config.formulas ?? []);
  if (!fc.ok) p[fc.index < 0 ? "formulas" : `formulas/${fc.index}/derivation`] = fc.problem;
  for (const k of ["pickupMethods", "returnMethods"] as const) {
    const seen = new Set<string>();
    (config[k] ?? []).forEach((m, i) => {
      if (!m.label?.trim()) p[`${k}/${i}/label`] = "required";
      if (!isMoney(m.price)) p[`${k}/${i}/price`] = "notNegative";
      if (!m.value?.trim()) p[`${k}/${i}/value`] = "required";
      else if (seen.has(m.value)) p[`${k}/${i}/value`] = "duplicate";
      seen.add(m.value);
      if (m.showOther && !m.otherOptions?.trim()) p[`${k}/${i}/otherOptions`] = "required";
    });
  }
  const ids = new Set<string>();
  (config.coupons ?? []).forEach((c, i) => {
    if (!c.name?.trim()) p[`coupons/${i}/name`] = "required";
    if (!c.id || ids.has(c.id)) p[`coupons/${i}/id`] = "duplicate";
    ids.add(c.id);
    if (c.couponStartTs != null && c.couponExpireTs != null && c.couponStartTs > c.couponExpireTs)
      p[`coupons/${i}/couponExpireTs`] = "beforeStart";
    if (c.derivation?.trim()) {
      const cc = checkCouponDerivation(c.derivation);
      if (!cc.ok) p[`coupons/${i}/derivation`] = cc.problem;
    }
  });
  return p;
}

/**
 * Epoch seconds of 23:59:59 on a day (YYYY-MM-DD) in a time zone: a coupon's expiry (the report ranges' day end).
 * @example endOfDayTs("2026-12-31", "Asia/Taipei") // 2026-12-31T15:59:59Z
 */
export const endOfDayTs = (day: string, timeZone: string): number => zonedDayEnd(day, timeZone);

/** Epoch seconds of 00:00:00 on a day (YYYY-MM-DD) in a time zone: a coupon's start. */
export const startOfDayTs = (day: string, timeZone: string): number => zonedDayStart(day, timeZone);

/** The day (YYYY-MM-DD) an epoch-seconds instant falls on in a time zone. */
export const dayOf = (ts: number, timeZone: string): string => dayKey(new Date(ts * 1000), timeZone);

/** Whether a coupon can be used at an instant: enabled, started (or no start), not expired (or no expiry). */
export function couponActive(c: BookingCoupon, nowTs: number): boolean {
  if (!c.couponEnabled) return false;
  if (c.couponStartTs != null && nowTs < c.couponStartTs) return false;
  if (c.couponExpireTs != null && nowTs > c.couponExpireTs) return false;
  return true;
}
