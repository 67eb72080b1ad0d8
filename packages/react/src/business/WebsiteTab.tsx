import { useState } from "react";
import { useEnableWebsites, useOpenWebsiteSession, useWebsites } from "../data/websites";
import { errorMessage } from "../i18n/errorMessage";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { useConfirm } from "../ui/Confirm";
import { Alert, FormError } from "../ui/Form";
import { WriteControl } from "../ui/WriteControl";
import * as s from "./business.css";
import { PricingPlanDialog } from "./PricingPlanDialog";

/** The website service tab: enable it (a paid one after the Enable-Charge-Service-Remind-Msg confirm), list sites. */
export function WebsiteTab({ businessId, readOnly }: { businessId: number; readOnly: boolean }) {
  const { t } = usePortico();
  const { confirm, element } = useConfirm();
  const web = useWebsites(businessId);
  const enable = useEnableWebsites(businessId);
  const session = useOpenWebsiteSession(businessId);
  const [failure, setFailure] = useState<string | null>(null);
  const [pricingOpen, setPricingOpen] = useState(false);

  if (web.error)
    return (
      <Alert tone="danger" title={t("Error")}>
        {errorMessage(t, web.error)}
      </Alert>
    );
  if (!web.data) return <p role="status">{t("Loading")}</p>;
  const w = web.data;
  const run = async (fn: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await fn();
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  const onEnable = () =>
    run(async () => {
      if (w.paid && !(await confirm({ message: t("Enable-Charge-Service-Remind-Msg", { points: w.pointsPerDay }) })))
        return;
      await enable.mutateAsync(w.paid);
    });
  const onOpen = () =>
    run(async () => {
      const { url } = await session.mutateAsync();
      window.open(url, "_blank", "noopener");
    });

  return (
    <div className={s.inner}>
      {element}
      <FormError error={failure} />
      <p>{t(w.enabled ? "business.website.enabled" : "business.website.disabled")}</p>
      <p className={s.muted}>
        {w.paid ? t("business.website.price", { points: w.pointsPerDay }) : t("business.website.free")}{" "}
        <Button variant="link" onClick={() => setPricingOpen(true)}>
          {t("business.website.pricing")}
        </Button>
      </p>
      <PricingPlanDialog open={pricingOpen} onOpenChange={setPricingOpen} />
      {w.enabled ? (
        <>
          <section className={s.section}>
            <h3 className={s.sectionTitle}>{t("business.website.sites")}</h3>
            <ul className={s.list}>
              {w.websites.map((site) => (
                <li key={site.id} className={s.listItem}>
                  <a href={site.url} target="_blank" rel="noreferrer">
                    {site.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          {readOnly ? null : (
            <div>
              <WriteControl businessId={businessId} verb="post" hide>
                <Button variant="secondary" onClick={onOpen} loading={session.isPending}>
                  {t("business.website.open")}
                </Button>
              </WriteControl>
            </div>
          )}
        </>
      ) : readOnly ? null : (
        <div>
          <WriteControl businessId={businessId} verb="post" hide>
            <Button onClick={onEnable} loading={enable.isPending}>
              {t("business.website.enable")}
            </Button>
          </WriteControl>
        </div>
      )}
    </div>
  );
}
