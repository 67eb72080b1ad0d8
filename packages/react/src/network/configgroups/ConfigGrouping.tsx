import { UNASSIGNED_GROUP_ID } from "@portico/sdk/rules";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useBusiness } from "../../data/businesses";
import { useConfigGroups, useINodeGroupsOfBusiness, useSetConfigGroupINodeGroups } from "../../data/configGroups";
import type { ConfigGroup, INodeGroupSummary } from "../../data/configGroupTypes";
import { devicesKeys } from "../../data/devicesKeys";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useLiveEvent } from "../../provider/useLiveEvent";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import { useToast } from "../../ui/Toast";
import { WriteFieldset } from "../../ui/WriteControl";
import * as s from "./configgroups.css";
import { configGroupMessages } from "./i18n";

/** Props of {@link ConfigGrouping}. */
export interface ConfigGroupingProps {
  businessId: number;
  className?: string;
}

const NONE = "none";
const LIVE_TYPES = ["newINodeJoin", "iNodeStatusChange", "newINodeStatusChange"] as const;

/**
 * /configgroups/grouping: which configuration each iNode group uses. Every iNode group has a "Move to" select
 * (native, so it works with the keyboard and screen readers); a change moves it at once.
 * @example <ConfigGrouping businessId={bid} />
 */
export function ConfigGrouping({ businessId, className }: ConfigGroupingProps) {
  useAreaMessages(configGroupMessages);
  const { t } = usePortico();
  const toast = useToast();
  const configs = useConfigGroups(businessId);
  const inodeGroups = useINodeGroupsOfBusiness(businessId);
  const _business = useBusiness(businessId);
  const setGroups = useSetConfigGroupINodeGroups(businessId);
  const [moving, setMoving] = useState<number | null>(null);
  const queryClient = useQueryClient();
  // Device counts per group change as devices join or are unbound: refresh without a reload.
  useLiveEvent(LIVE_TYPES, () => void queryClient.invalidateQueries({ queryKey: devicesKeys.groups(businessId) }));

  const move = async (group: INodeGroupSummary, to: string, list: ConfigGroup[]) => {
    const from = list.find((c) => c.inodeGroups.some((g) => g.id === group.id));
    const target = list.find((c) => String(c.id) === to);
    if ((from?.id ?? null) === (target?.id ?? null)) return;
    setMoving(group.id);
    try {
      if (target) {
        // The listed groups move to the target; this one leaves its old configuration by itself.
        await setGroups.mutateAsync({
          id: target.id,
          inodeGroupIds: [...target.inodeGroups.map((g) => g.id), group.id],
        });
      } else if (from) {
        await setGroups.mutateAsync({
          id: from.id,
          inodeGroupIds: from.inodeGroups.map((g) => g.id).filter((id) => id !== group.id),
        });
      }
      toast.success(t("configgroups.toast.move"));
    } catch (err) {
      toast.error(err);
    } finally {
      setMoving(null);
    }
  };

  const failed = configs.error ?? inodeGroups.error;
  let body: ReactNode;
  if (failed) {
    body = (
      <Alert tone="danger" title={t("Error")}>
        <p>{errorMessage(t, failed)}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void configs.refetch();
            void inodeGroups.refetch();
          }}
        >
          {t("Retry")}
        </Button>
      </Alert>
    );
  } else if (!configs.data || !inodeGroups.data) {
    body = <p role="status">{t("Loading")}</p>;
  } else {
    const list = configs.data;
    const groups = inodeGroups.data.filter((g) => g.id !== UNASSIGNED_GROUP_ID);
    const options = [
      { value: NONE, label: t("configgroups.grouping.noConfig") },
      ...list.map((c) => ({ value: String(c.id), label: c.name })),
    ];
    const current = (g: INodeGroupSummary) => list.find((c) => c.inodeGroups.some((x) => x.id === g.id))?.id ?? null;
    const sections: { key: string; title: string; members: INodeGroupSummary[] }[] = [
      ...list.map((c) => ({ key: String(c.id), title: c.name, members: groups.filter((g) => current(g) === c.id) })),
      { key: NONE, title: t("configgroups.grouping.noConfig"), members: groups.filter((g) => current(g) === null) },
    ];
    body = groups.length ? (
      <WriteFieldset businessId={businessId}>
        <div className={s.grid2}>
          {sections.map((sec) => (
            <section key={sec.key} className={s.section} aria-labelledby={`cg-grouping-${sec.key}`}>
              <h3 id={`cg-grouping-${sec.key}`} className={s.sectionTitle}>
                {sec.title} <span className={s.badge}>{sec.members.length}</span>
              </h3>
              {sec.members.length ? (
                <ul className={s.list}>
                  {sec.members.map((g) => (
                    <li key={g.id} className={s.listRow}>
                      <span className={s.grow}>
                        {g.name}
                        <br />
                        <span className={s.muted}>
                          {t("configgroups.grouping.devices", { count: g.inodes.length })}
                        </span>
                      </span>
                      <SelectField
                        label={t("configgroups.grouping.moveTo", { name: g.name })}
                        options={options}
                        value={sec.key}
                        disabled={moving !== null}
                        aria-busy={moving === g.id || undefined}
                        onChange={(to) => void move(g, to, list)}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={s.muted}>{t("configgroups.grouping.emptySection")}</p>
              )}
            </section>
          ))}
        </div>
      </WriteFieldset>
    ) : (
      <p className={s.muted}>{t("configgroups.grouping.noINodeGroups")}</p>
    );
  }

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("configgroups.grouping.title")}</h2>
      </div>
      <p className={s.muted}>{t("configgroups.grouping.intro")}</p>
      {body}
    </PorticoRoot>
  );
}
