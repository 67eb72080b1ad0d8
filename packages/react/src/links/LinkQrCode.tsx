import type { Link } from "../data/links";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import * as ui from "../ui/styles.css";
import { linkMessages } from "./i18n";
import * as s from "./links.css";

/** Props of {@link LinkQrCode}. */
export interface LinkQrCodeProps {
  /** The link (its `qrcode` PNG data URL, `name` and `code`). */
  link: Pick<Link, "qrcode" | "name" | "code">;
  /** Pixels. @default 96 */
  size?: number;
  /** Hide the download button (a thumbnail only). @default false */
  hideDownload?: boolean;
  className?: string;
}

/** A safe file name for the downloaded PNG: the link's name, else its code. */
export function qrFileName(link: Pick<Link, "name" | "code">): string {
  const base = link.name.replace(/[\\/:*?"<>|\s]+/g, "-").replace(/^-+|-+$/g, "");
  return `${base || link.code}-qrcode.png`;
}

/**
 * A link's QR code with a 'Download PNG' link (the same PNG the server made for porticoUrl). Used by the
 * short-link list and the activity editor.
 * @example <LinkQrCode link={link} size={160} />
 */
export function LinkQrCode({ link, size = 96, hideDownload, className }: LinkQrCodeProps) {
  useAreaMessages(linkMessages);
  const { t } = usePortico();
  return (
    <span className={cx(s.qr, className)}>
      <img
        className={s.qrImage}
        src={link.qrcode}
        width={size}
        height={size}
        alt={t("links.qr.alt", { name: link.name })}
      />
      {hideDownload ? null : (
        <a
          className={ui.button.link}
          href={link.qrcode}
          download={qrFileName(link)}
          aria-label={t("links.qr.downloadOf", { name: link.name })}
        >
          {t("links.qr.download")}
        </a>
      )}
    </span>
  );
}
