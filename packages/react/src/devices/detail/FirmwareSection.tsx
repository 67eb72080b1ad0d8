import { FIRMWARE_KINDS, type FirmwareKind, useUpgradeINode, useUpgradeState } from "../../data/firmware";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { Alert } from "../../ui/Form";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./detail.css";
import { formatTs } from "./format";

/** Props of {@link FirmwareSection}. */
export interface FirmwareSectionProps {
  businessId: number;
  cuid: string;
  name: string;
  online: boolean;
  onShowHistory(): void;
}

/**
 * Firmware status of an iNode: current and latest jffs2 and kernel versions, the upgrade action (after a confirm
 * with the firmware reminder) and the isUpgrading state, which live events end.
 */
export function FirmwareSection({ businessId, cuid, name, online, onShowHistory }: FirmwareSectionProps) {
  const { t, locale } = usePortico();
  const toast = useToast();
  const { confirm, element } = useConfirm();
  const state = useUpgradeState(businessId, cuid);
  const upgrade = useUpgradeINode(businessId, cuid);
  const fw = state.data;

  const onUpgrade = async (kind: FirmwareKind) => {
    if (!fw) return;
    const message = (
      <>
        <span style={{ display: "block" }}>
          {t("detail.firmware.confirm", { kind, name, from: fw.current[kind] ?? "-", to: fw.latest[kind] ?? "-" })}
        </span>
        <strong style={{ display: "block", marginTop: 8 }}>{t("detail.firmware.reminder")}</strong>
      </>
    );
    if (!(await confirm({ title: t("detail.firmware.upgrade"), message, confirmText: t("detail.firmware.upgrade") })))
      return;
    try {
      await upgrade.mutateAsync(kind);
      toast.success(t("detail.firmware.started"), 3000);
    } catch (e) {
      toast.error(e);
    }
  };

  const upgrading = fw?.isUpgrading || upgrade.isPending;
  return (
    <section className={s.section} aria-labelledby={`fw-${cuid}`}>
      {element}
      <div className={s.toolbar}>
        <h3 id={`fw-${cuid}`} className={s.heading}>
          {t("detail.firmware.title")}
        </h3>
        <span className={s.grow} />
        <Button variant="secondary" onClick={onShowHistory}>
          {t("detail.firmware.history")}
        </Button>
      </div>
      {state.error ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, state.error)}
        </Alert>
      ) : null}
      {!fw && !state.error ? <p role="status">{t("Loading")}</p> : null}
      {fw ? (
        <>
          <p role="status" className={upgrading ? s.badge.busy : fw.upgrade ? s.badge.off : s.badge.on}>
            {upgrading
              ? t("detail.firmware.upgrading")
              : fw.upgrade
                ? t("detail.firmware.available")
                : t("detail.firmware.latest")}
          </p>
          <dl className={s.facts}>
            {FIRMWARE_KINDS.map((kind) => {
              const newer = fw.latest[kind] !== null && fw.latest[kind] !== fw.current[kind];
              return (
                <div key={kind} style={{ display: "contents" }}>
                  <dt className={s.factTerm}>{t(`detail.firmware.kind.${kind}`)}</dt>
                  <dd className={s.factValue}>
                    {t("detail.firmware.versions", {
                      current: fw.current[kind] ?? "-",
                      latest: fw.latest[kind] ?? "-",
                    })}{" "}
                    {newer && !upgrading ? (
                      <WriteControl businessId={businessId} verb="put">
                        <Button
                          onClick={() => onUpgrade(kind)}
                          disabled={!online}
                          title={online ? undefined : t("error.INODE_OFFLINE")}
                          aria-label={t("detail.firmware.upgradeKind", { kind: t(`detail.firmware.kind.${kind}`) })}
                        >
                          {t("detail.firmware.upgrade")}
                        </Button>
                      </WriteControl>
                    ) : null}
                  </dd>
                </div>
              );
            })}
            {fw.last ? (
              <>
                <dt className={s.factTerm}>{t("detail.firmware.last")}</dt>
                <dd className={s.factValue}>
                  {t(`detail.firmware.state.${fw.last.state}`, {
                    kind: fw.last.kind,
                    to: fw.last.toVersion,
                    time: formatTs(fw.last.finishedTs ?? fw.last.startedTs, LOCALE_TAGS[locale]),
                  })}
                </dd>
              </>
            ) : null}
          </dl>
        </>
      ) : null}
    </section>
  );
}
