import { useState } from "react";
import { useINodeDetail } from "../../data/inodeDetail";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import { WriteControl } from "../../ui/WriteControl";
import { UnbindINodeButton } from "../inodes/UnbindINodeButton";
import { DebugCommandDialog } from "./DebugCommandDialog";
import * as s from "./detail.css";
import { FirmwareSection } from "./FirmwareSection";
import { formatTs } from "./format";
import { INodeEventsTable } from "./INodeEventsTable";
import { detailMessages } from "./i18n";
import { SystemInfoSection } from "./SystemInfoSection";
import { UpgradeHistoryDialog } from "./UpgradeHistoryDialog";

/** Props of {@link INodeInfo}. */
export interface INodeInfoProps {
  cuid: string;
  businessId: number;
  /** The device was unbound; default: navigate to /businesses/{bid}/inodegroups/inodelist. */
  onUnbound?(cuid: string): void;
}

/**
 * An iNode's information (/inodegroups/{cuid}/info): identity and status, firmware with the upgrade action and
 * its history dialog, the device's system and wifi report, the debugging-command dialog, unbinding (then back to
 * the list) and the paged events table. Live events update it without a reload.
 * @example <INodeInfo cuid="c0ffee0000000004" businessId={1} />
 */
export function INodeInfo({ cuid, businessId, onUnbound }: INodeInfoProps) {
  useAreaMessages(detailMessages);
  const { t, locale, navigate } = usePortico();
  const inode = useINodeDetail(businessId, cuid);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [debugOpen, setDebugOpen] = useState(false);
  const n = inode.data;

  if (inode.error)
    return (
      <Alert tone="danger" title={t("Error")}>
        {errorMessage(t, inode.error)}
      </Alert>
    );
  if (!n) return <p role="status">{t("Loading")}</p>;
  const name = n.nickname ?? n.cuid;
  const wan = Object.entries(n.info.wan)
    .map(([k, v]) => `${k}: ${v.ip ?? "-"}`)
    .join(", ");
  const online = n.status.online;

  return (
    <section className={s.page} aria-label={t("detail.info.title")}>
      <section className={s.section} aria-labelledby={`info-${cuid}`}>
        <div className={s.toolbar}>
          <h2 id={`info-${cuid}`} className={s.heading}>
            {t("detail.info.title")}
          </h2>
          <span className={s.grow} />
          <WriteControl businessId={businessId} verb="put">
            <Button variant="secondary" onClick={() => setDebugOpen(true)} disabled={!online}>
              {t("detail.debug.open")}
            </Button>
          </WriteControl>
          <UnbindINodeButton
            businessId={businessId}
            node={n}
            onUnbound={(c) => (onUnbound ? onUnbound(c) : navigate(`/businesses/${businessId}/inodegroups/inodelist`))}
          />
        </div>
        <dl className={s.facts}>
          <dt className={s.factTerm}>{t("detail.field.nickname")}</dt>
          <dd className={s.factValue}>{name}</dd>
          <dt className={s.factTerm}>{t("detail.field.status")}</dt>
          <dd className={s.factValue}>
            <span className={online ? s.badge.on : s.badge.off}>
              {online ? t("detail.status.online") : t("detail.status.offline")}
            </span>{" "}
            <span className={s.muted}>({n.status.state})</span>
          </dd>
          <dt className={s.factTerm}>{t("detail.field.cuid")}</dt>
          <dd className={s.factValue}>{n.cuid}</dd>
          <dt className={s.factTerm}>{t("detail.field.ac")}</dt>
          <dd className={s.factValue}>{n.ac ?? "-"}</dd>
          <dt className={s.factTerm}>{t("detail.field.model")}</dt>
          <dd className={s.factValue}>{n.status.model ?? n.modelId ?? "-"}</dd>
          <dt className={s.factTerm}>{t("detail.field.timeZone")}</dt>
          <dd className={s.factValue}>{n.timeZone}</dd>
          <dt className={s.factTerm}>{t("detail.field.wan")}</dt>
          <dd className={s.factValue}>{wan || "-"}</dd>
          <dt className={s.factTerm}>{t("detail.field.address")}</dt>
          <dd className={s.factValue}>{n.address ?? "-"}</dd>
          <dt className={s.factTerm}>{t("detail.field.updated")}</dt>
          <dd className={s.factValue}>{formatTs(n.updatedTs, LOCALE_TAGS[locale])}</dd>
        </dl>
      </section>
      <FirmwareSection
        businessId={businessId}
        cuid={cuid}
        name={name}
        online={online}
        onShowHistory={() => setHistoryOpen(true)}
      />
      <SystemInfoSection businessId={businessId} cuid={cuid} />
      <INodeEventsTable businessId={businessId} cuid={cuid} />
      <UpgradeHistoryDialog
        businessId={businessId}
        modelId={n.modelId}
        open={historyOpen}
        onOpenChange={setHistoryOpen}
      />
      <DebugCommandDialog cuid={cuid} open={debugOpen} onOpenChange={setDebugOpen} />
    </section>
  );
}
