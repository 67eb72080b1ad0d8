/** The bookings part of `@portico/react/apps`: booking configs, their coupons and coupon codes. */

export type * from "../../data/bookings";
export {
  bookingKeys,
  fetchBookings,
  invalidateBookings,
  prefetchBookings,
  useBooking,
  useBookings,
  useConfirmCouponCodeImport,
  useCouponCodeSearch,
  useCouponCodes,
  useCreateBooking,
  useDuplicateBooking,
  useGenerateCouponCodes,
  usePreviewCouponCodeImport,
  useRemoveBooking,
  useRemoveCoupon,
  useResetCouponCode,
  useSaveBooking,
  useSaveBookingConfig,
} from "../../data/bookings";
export type { BookingEditorProps } from "./BookingEditor";
export { BookingEditor } from "./BookingEditor";
export type { BookingListProps } from "./BookingList";
export { BookingList, bookingListPath, couponCodesPath, couponListPath, couponSearchPath } from "./BookingList";
export type { CouponCodeSearchProps } from "./CouponCodeSearch";
export { CouponCodeSearch } from "./CouponCodeSearch";
export type { CouponCodesProps } from "./CouponCodes";
export { CouponCodes } from "./CouponCodes";
export type { CouponListProps } from "./CouponList";
export { CouponList } from "./CouponList";
export { bookingMessages } from "./i18n";
