/** Rules of the catalogue apps (issue 17): payments, vouchers, one-page bookings and the vendor config. */

/** Monthly instalments a payment config may offer (part 2, section 9). */
export const INSTALLMENTS = [3, 6, 12, 18, 24] as const;
/** One of {@link INSTALLMENTS}. */
export type Installment = (typeof INSTALLMENTS)[number];

/** Payment providers a payment config may name; `sandbox` is the local default that can succeed or fail. */
export const PAYMENT_PROVIDERS = ["sandbox", "ecpay", "newebpay", "tappay", "linepay", "stripe"] as const;

/** Smallest, largest and step of a voucher's QR code size in pixels (50x50 to 350x350 in steps of 50). */
export const QR_SIZE_MIN = 50;
export const QR_SIZE_MAX = 350;
export const QR_SIZE_STEP = 50;
/** The QR size a new voucher takes. */
export const QR_SIZE_DEFAULT = 200;
/** Every allowed QR size, ascending: 50, 100 ... 350. */
export const QR_SIZES: readonly number[] = Array.from(
  { length: (QR_SIZE_MAX - QR_SIZE_MIN) / QR_SIZE_STEP + 1 },
  (_, i) => QR_SIZE_MIN + i * QR_SIZE_STEP,
);

/**
 * Whether `n` is an allowed QR size.
 * @example isQrSize(200); // true
 * @example isQrSize(225); // false
 */
export const isQrSize = (n: number): boolean => QR_SIZES.includes(n);

/** Longest voucher code prefix. */
export const CODE_PREFIX_MAX = 16;

/**
 * Whether a voucher code prefix is allowed: at most 16 letters, digits and dashes (empty is fine).
 * @example isCodePrefix("SPRING-"); // true
 */
export const isCodePrefix = (s: string): boolean => s.length <= CODE_PREFIX_MAX && /^[A-Za-z0-9-]*$/.test(s);

/** Languages a one-page booking may be offered in (the console's five). */
export const BOOKING_LANGUAGES = ["tw", "zh", "en", "ja", "ru"] as const;

/**
 * Whether a user-given link is http(s) (the only schemes a webhook or a picture may use).
 * @example isHttpUrl("javascript:alert(1)"); // false
 */
export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s.trim());
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
}
