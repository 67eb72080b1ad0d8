/** The orders part of `@portico/react/apps`: the booking and coupon reports, their props, state types and data hooks. */

export type * from "../../data/bookingOrders";
export {
  fetchBookingResults,
  fetchBookingsReport,
  orderKeys,
  useBookingLink,
  useBookingOrderAction,
  useBookingResults,
  useBookingsReport,
  useCouponRedemptions,
} from "../../data/bookingOrders";
export type { BookingLinkBoxProps } from "./BookingLinkBox";
export { BookingLinkBox } from "./BookingLinkBox";
export type { BookingReportProps, BookingReportState } from "./BookingReport";
export { BookingReport } from "./BookingReport";
export type { BookingResultDetailsProps } from "./BookingResultDetails";
export { BookingResultDetails } from "./BookingResultDetails";
export type { CouponReportProps, CouponReportState } from "./CouponReport";
export { CouponReport } from "./CouponReport";
export { orderMessages } from "./i18n";
