/** Where the catalogue screens live in the console (id 0 = a new item). */
export const catalogPaths = {
  products: (bid: number) => `/businesses/${bid}/apps/products`,
  product: (bid: number, pid: number) => `/businesses/${bid}/apps/products/${pid}/edit`,
  opBookings: (bid: number) => `/businesses/${bid}/apps/opbookings`,
  opBooking: (bid: number, bkid: number) => `/businesses/${bid}/apps/opbookings/${bkid}/edit`,
  payments: (bid: number) => `/businesses/${bid}/apps/payments`,
  payment: (bid: number, pid: number) => `/businesses/${bid}/apps/payments/${pid}/edit`,
  vouchers: (bid: number) => `/businesses/${bid}/apps/vouchers`,
  voucher: (bid: number, vid: number) => `/businesses/${bid}/apps/vouchers/${vid}/edit`,
};
