import { isSafeLink } from "@portico/sdk/rules";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import * as s from "./portal.css";
import { succeeded } from "./portalErrors";
import type { PortalCallbacks, PortalCoupon, PortalModule } from "./types";

/** Props of {@link CouponModule}. */
export interface CouponModuleProps extends Pick<PortalCallbacks, "onClaimCoupon"> {
  module: PortalModule;
  /** The coupon the guest already got from this module, if any. */
  coupon: PortalCoupon | undefined;
  busy?: boolean | undefined;
}

/** A coupon module: 'Get my coupon', then the code shown large with its title, value and link. */
export function CouponModule({ module, coupon, busy, onClaimCoupon }: CouponModuleProps) {
  const { t } = usePortico();
  const p = module.profile;
  if (!coupon)
    return (
      <>
        {p.couponTitle ? <p className={s.title}>{p.couponTitle}</p> : null}
        <Button className={s.wide} loading={busy} onClick={() => succeeded(() => onClaimCoupon(module.id))}>
          {t("portal.coupon.claim")}
        </Button>
      </>
    );
  return (
    <>
      <p className={s.title}>{coupon.title}</p>
      <p className={s.muted} id={`coupon-${module.id}`}>
        {t("portal.coupon.code")}
      </p>
      <output className={s.couponCode} aria-labelledby={`coupon-${module.id}`}>
        {coupon.code}
      </output>
      {coupon.amount != null ? <p>{t("portal.coupon.amount", { amount: coupon.amount })}</p> : null}
      {coupon.url && isSafeLink(coupon.url) ? (
        <a className={s.link} href={coupon.url} target="_blank" rel="noopener noreferrer">
          {t("portal.coupon.open")}
        </a>
      ) : null}
    </>
  );
}
