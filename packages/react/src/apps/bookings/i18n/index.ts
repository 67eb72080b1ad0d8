import type { AreaCatalogues } from "../../../i18n/useAreaMessages";
import en from "./en";

/**
 * The bookings' texts (bookings, coupons, coupon codes), for `useAreaMessages`: English bundled, each other language
 * a chunk of its own loaded on first use.
 */
export const bookingMessages: AreaCatalogues = {
  en,
  tw: () => import("./tw"),
  zh: () => import("./zh"),
  ja: () => import("./ja"),
  ru: () => import("./ru"),
};
