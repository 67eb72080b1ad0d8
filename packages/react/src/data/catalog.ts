import type { components, PorticoClient } from "@portico/sdk";
import { useQuery } from "@tanstack/react-query";
import { usePortico } from "../provider/context";
import { businessQuery } from "./businessQuery";
import { catalogResource } from "./catalogResource";
import { useClientMutation } from "./useClientMutation";

type S = components["schemas"];
/** A product category. */
export type ProductCategory = S["ProductCategory"];
/** A product (pictures, category, order, checked). */
export type Product = S["Product"];
/** What creates or saves a product. */
export type ProductInput = S["ProductInput"];
/** A one-page booking (languages, selected products in page order). */
export type OnePageBooking = S["OnePageBooking"];
/** What creates or saves a one-page booking. */
export type OnePageBookingInput = S["OnePageBookingInput"];
/** A payment config (provider, instalments). */
export type PaymentConfig = S["PaymentConfig"];
/** What creates or saves a payment config. */
export type PaymentConfigInput = S["PaymentConfigInput"];
/** A voucher (code prefix, QR size, its code and QR, redeemed once). */
export type Voucher = S["Voucher"];
/** What creates or saves a voucher. */
export type VoucherInput = S["VoucherInput"];
/** The vendor config of a business (remark business and webhooks). */
export type VendorConfig = S["VendorConfig"];
/** What saves the vendor config. */
export type VendorConfigInput = S["VendorConfigInput"];
/** A WiFi grant app. */
export type WifiGrant = S["WifiGrant"];

const p = (businessId: number) => ({ params: { path: { businessId } } });

/** Product categories of a business. */
export const productCategories = catalogResource<ProductCategory, S["ProductCategoryInput"]>("opage_categories", {
  list: async (c, businessId) => (await c.GET("/v3/businesses/{businessId}/opage_categories", p(businessId))).data,
  get: async (c, categoryId) =>
    (await c.GET("/v3/opage_categories/{categoryId}", { params: { path: { categoryId } } })).data,
  create: async (c, businessId, body) =>
    (await c.POST("/v3/businesses/{businessId}/opage_categories", { ...p(businessId), body })).data,
  update: async (c, categoryId, body) =>
    (await c.PUT("/v3/opage_categories/{categoryId}", { params: { path: { categoryId } }, body })).data,
  remove: (c, categoryId) => c.DELETE("/v3/opage_categories/{categoryId}", { params: { path: { categoryId } } }),
});

/** Products of a business. */
export const products = catalogResource<Product, ProductInput>("opage_products", {
  list: async (c, businessId) => (await c.GET("/v3/businesses/{businessId}/opage_products", p(businessId))).data,
  get: async (c, productId) =>
    (await c.GET("/v3/opage_products/{productId}", { params: { path: { productId } } })).data,
  create: async (c, businessId, body) =>
    (await c.POST("/v3/businesses/{businessId}/opage_products", { ...p(businessId), body })).data,
  update: async (c, productId, body) =>
    (await c.PUT("/v3/opage_products/{productId}", { params: { path: { productId } }, body })).data,
  remove: (c, productId) => c.DELETE("/v3/opage_products/{productId}", { params: { path: { productId } } }),
});

/** One-page bookings of a business. */
export const onePageBookings = catalogResource<OnePageBooking, OnePageBookingInput>("opage_bookings", {
  list: async (c, businessId) => (await c.GET("/v3/businesses/{businessId}/opage_bookings", p(businessId))).data,
  get: async (c, opBookingId) =>
    (await c.GET("/v3/opage_bookings/{opBookingId}", { params: { path: { opBookingId } } })).data,
  create: async (c, businessId, body) =>
    (await c.POST("/v3/businesses/{businessId}/opage_bookings", { ...p(businessId), body })).data,
  update: async (c, opBookingId, body) =>
    (await c.PUT("/v3/opage_bookings/{opBookingId}", { params: { path: { opBookingId } }, body })).data,
  remove: (c, opBookingId) => c.DELETE("/v3/opage_bookings/{opBookingId}", { params: { path: { opBookingId } } }),
});

/** Payment configs of a business. */
export const paymentConfigs = catalogResource<PaymentConfig, PaymentConfigInput>("opage_payments", {
  list: async (c, businessId) => (await c.GET("/v3/businesses/{businessId}/opage_payments", p(businessId))).data,
  get: async (c, paymentId) =>
    (await c.GET("/v3/opage_payments/{paymentId}", { params: { path: { paymentId } } })).data,
  create: async (c, businessId, body) =>
    (await c.POST("/v3/businesses/{businessId}/opage_payments", { ...p(businessId), body })).data,
  update: async (c, paymentId, body) =>
    (await c.PUT("/v3/opage_payments/{paymentId}", { params: { path: { paymentId } }, body })).data,
  remove: (c, paymentId) => c.DELETE("/v3/opage_payments/{paymentId}", { params: { path: { paymentId } } }),
});

/** Vouchers of a business. */
export const vouchers = catalogResource<Voucher, VoucherInput>("opage_vouchers", {
  list: async (c, businessId) => (await c.GET("/v3/businesses/{businessId}/opage_vouchers", p(businessId))).data,
  get: async (c, voucherId) =>
    (await c.GET("/v3/opage_vouchers/{voucherId}", { params: { path: { voucherId } } })).data,
  create: async (c, businessId, body) =>
    (await c.POST("/v3/businesses/{businessId}/opage_vouchers", { ...p(businessId), body })).data,
  update: async (c, voucherId, body) =>
    (await c.PUT("/v3/opage_vouchers/{voucherId}", { params: { path: { voucherId } }, body })).data,
  remove: (c, voucherId) => c.DELETE("/v3/opage_vouchers/{voucherId}", { params: { path: { voucherId } } }),
});

/** Redeems a voucher by its code, once (a second redeem rejects with VOUCHER_ALREADY_REDEEMED). */
export const useRedeemVoucher = (businessId: number) =>
  useClientMutation(
    async (c, code: string) =>
      (await c.POST("/v3/businesses/{businessId}/opage_vouchers/redeem", { ...p(businessId), body: { code } })).data,
    (qc) => vouchers.invalidate(qc, businessId),
  );

/** Query keys of the vendor config and WiFi grants. */
export const catalogKeys = {
  vendor: (businessId: number) => ["business", businessId, "opage_vendor"] as const,
  grants: (businessId: number) => ["business", businessId, "grant-apps"] as const,
};

/** Loads the vendor config of a business. */
export async function fetchVendorConfig(client: PorticoClient, businessId: number): Promise<VendorConfig> {
  return (await client.GET("/v3/businesses/{businessId}/opage_vendor", p(businessId))).data;
}
const vendorQuery = businessQuery(catalogKeys.vendor, fetchVendorConfig);
/** The vendor config of a business. */
export const useVendorConfig = vendorQuery.useResource;

/** Saves the vendor config. */
export const useSaveVendorConfig = (businessId: number) =>
  useClientMutation(
    async (c, body: VendorConfigInput) =>
      (await c.PUT("/v3/businesses/{businessId}/opage_vendor", { ...p(businessId), body })).data,
    (qc, saved) => qc.setQueryData(catalogKeys.vendor(businessId), saved),
  );

/** The WiFi grant apps of a business. */
export function useWifiGrants(businessId: number) {
  const { client } = usePortico();
  return useQuery({
    queryKey: catalogKeys.grants(businessId),
    queryFn: async () => (await client.GET("/v3/businesses/{businessId}/grant-apps", p(businessId))).data,
    enabled: businessId > 0,
  });
}

/** Removes a WiFi grant app. */
export const useRemoveWifiGrant = (businessId: number) =>
  useClientMutation(
    (c, grantId: number) => c.DELETE("/v3/grant-apps/{grantId}", { params: { path: { grantId } } }),
    (qc) => qc.invalidateQueries({ queryKey: catalogKeys.grants(businessId) }),
  );
