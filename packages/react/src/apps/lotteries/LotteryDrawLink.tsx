import { useLotteryDrawLink } from "../../data/lotteries";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import * as s from "./lotteries.css";

/** Props of {@link LotteryDrawLink}. */
export interface LotteryDrawLinkProps {
  businessId: number;
  lotteryId: number;
}

/**
 * The lottery's public draw page: its signed link (built by the server from the lottery id) and QR code. Only
 * callers who may change the lottery get it; whoever holds it can draw.
 * @example <LotteryDrawLink businessId={bid} lotteryId={id} />
 */
export function LotteryDrawLink({ businessId, lotteryId }: LotteryDrawLinkProps) {
  const { t, locale } = usePortico();
  const link = useLotteryDrawLink(businessId, lotteryId);
  return (
    <section className={s.section} aria-label={t("lotteries.draw.title")}>
      <strong>{t("lotteries.draw.title")}</strong>
      <p className={s.muted}>{t("lotteries.draw.hint")}</p>
      {link.error ? <p role="alert">{errorMessage(t, link.error)}</p> : null}
      {link.data ? (
        <>
          <a href={link.data.url} target="_blank" rel="noreferrer noopener">
            {t("lotteries.draw.open")}
          </a>
          <span className={s.link}>{link.data.url}</span>
          <img className={s.qr} src={link.data.qrCode} alt={t("lotteries.draw.qr")} />
          <span className={s.muted}>
            {t("lotteries.draw.expires", {
              date: new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium" }).format(
                new Date(link.data.expiresTs * 1000),
              ),
            })}
          </span>
        </>
      ) : null}
    </section>
  );
}
