/** The catalogue part of `@portico/react/apps`: products, one-page bookings, payments, vouchers, vendor config, WiFi grants. */

export type * from "../../data/catalog";
export {
  catalogKeys,
  fetchVendorConfig,
  onePageBookings,
  paymentConfigs,
  productCategories,
  products,
  useRedeemVoucher,
  useRemoveWifiGrant,
  useSaveVendorConfig,
  useVendorConfig,
  useWifiGrants,
  vouchers,
} from "../../data/catalog";
export { catalogPaths } from "./catalogPaths";
export { catalogMessages } from "./i18n";
export type { OnePageBookingEditorProps } from "./OnePageBookingEditor";
export { OnePageBookingEditor } from "./OnePageBookingEditor";
export type { OnePageBookingListProps } from "./OnePageBookingList";
export { OnePageBookingList } from "./OnePageBookingList";
export type { PaymentEditorProps } from "./PaymentEditor";
export { PaymentEditor } from "./PaymentEditor";
export type { PaymentListProps } from "./PaymentList";
export { PaymentList } from "./PaymentList";
export type { ProductEditorProps } from "./ProductEditor";
export { ProductEditor } from "./ProductEditor";
export type { ProductListProps } from "./ProductList";
export { ProductList } from "./ProductList";
export type { VendorConfigProps } from "./VendorConfig";
export { VendorConfig } from "./VendorConfig";
export type { VoucherEditorProps } from "./VoucherEditor";
export { VoucherEditor } from "./VoucherEditor";
export type { VoucherListProps } from "./VoucherList";
export { VoucherList } from "./VoucherList";
export type { WifiGrantListProps } from "./WifiGrantList";
export { WifiGrantList } from "./WifiGrantList";
