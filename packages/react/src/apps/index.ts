/**
 * `@portico/react/apps`: the business's apps that take real orders: bookings and their coupons (bookings/),
 * orders and the booking and coupon reports (orders/), lotteries (lotteries/), the catalogue apps: products,
 * one-page bookings, payments, vouchers, vendor config and WiFi grants (catalog/), and check-in/out counters with
 * holiday pickup (checkios/). Each part lives in its own folder with its own texts and its own index.
 */

export * from "./bookings";
export * from "./catalog";
export * from "./checkios";
export * from "./lotteries";
export * from "./orders";
