import { useEffect, useState } from "react";
import { INODE_CHOICES, useAddAccessPoints, useINodeChoices, useScanAccessPoints } from "../../data/accessPoints";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import { FormDialog } from "../../ui/FormDialog";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import * as s from "../detail/detail.css";
import { type ScannedRow, unnamedChecked } from "./accessPointRules";

type Choice = NonNullable<ReturnType<typeof useINodeChoices>["data"]>[number];

/** Wait after the last keystroke before the iNode search goes to the server. */
const SEARCH_DELAY_MS = 300;

/** Props of {@link AddAccessPointsDialog}. */
export interface AddAccessPointsDialogProps {
  businessId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Preselects an iNode (the list's `cuid` query parameter). */
  cuid?: string;
  onSaved?(): void;
}

/**
 * The scan-and-add dialog: pick an iNode, scan the access points it sees, check and name the ones to add (every
 * checked one needs a name), save. What the user typed stays after a refusal.
 */
export function AddAccessPointsDialog({ businessId, open, onOpenChange, cuid, onSaved }: AddAccessPointsDialogProps) {
  const { t } = usePortico();
  const toast = useToast();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const inodes = useINodeChoices(businessId, open, cuid, query);
  // The picked iNode stays offered while a search shows others.
  const [picked, setPicked] = useState<Choice | null>(null);
  const scan = useScanAccessPoints();
  const add = useAddAccessPoints(businessId);
  const [target, setTarget] = useState(cuid ?? "");
  const [rows, setRows] = useState<ScannedRow[] | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (target || !inodes.data?.length) return;
    const first =
      inodes.data.find((n) => n.cuid === cuid) ?? inodes.data.find((n) => n.status.online) ?? inodes.data[0]!;
    setTarget(first.cuid);
    setPicked(first);
  }, [inodes.data, target, cuid]);

  const onScan = async () => {
    setFailure(null);
    setMissing([]);
    try {
      const found = await scan.mutateAsync(target);
      setRows(found.map((ap) => ({ mac: ap.mac, ip: ap.ip, name: ap.name ?? "", checked: ap.checked })));
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  const edit = (mac: string, patch: Partial<ScannedRow>) => {
    setRows((list) => list?.map((r) => (r.mac === mac ? { ...r, ...patch } : r)) ?? null);
    if (patch.name?.trim() || patch.checked === false) setMissing((m) => m.filter((x) => x !== mac));
  };
  const onSave = async () => {
    if (!rows) return;
    setFailure(null);
    const unnamed = unnamedChecked(rows);
    setMissing(unnamed);
    if (unnamed.length) return;
    try {
      await add.mutateAsync({
        cuid: target,
        accessPoints: rows.map((r) => ({ mac: r.mac, ip: r.ip, name: r.name.trim() || null, checked: r.checked })),
      });
      toast.success(t("Update Access Points"));
      onSaved?.();
      onOpenChange(false);
      setRows(null);
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };

  const found = inodes.data ?? [];
  const offered = picked && !found.some((n) => n.cuid === picked.cuid) ? [picked, ...found] : found;
  const options = offered.map((n) => ({
    value: n.cuid,
    label: `${n.nickname ?? n.cuid} (${t(n.status.online ? "accesspoints.status.online" : "accesspoints.status.offline")})`,
  }));

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t("accesspoints.add.title")}
      description={t("accesspoints.add.description")}
      formError={failure}
      onSubmit={() => void onSave()}
      submitLabel={t("accesspoints.add.save")}
      busy={add.isPending}
      submitDisabled={!rows?.length}
    >
      {inodes.error ? (
        <Alert tone="danger" title={t("Error")}>
          {errorMessage(t, inodes.error)}
        </Alert>
      ) : null}
      <div className={s.toolbar}>
        <TextField
          type="search"
          label={t("accesspoints.add.search")}
          hint={t("accesspoints.add.searchHint", { n: INODE_CHOICES })}
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label={t("accesspoints.field.inode")}
          value={target}
          options={options}
          onChange={(v) => {
            setPicked(offered.find((n) => n.cuid === v) ?? null);
            setTarget(v);
            setRows(null);
            setMissing([]);
          }}
        />
        <Button variant="secondary" onClick={onScan} loading={scan.isPending} disabled={!target}>
          {t("accesspoints.add.scan")}
        </Button>
      </div>
      {missing.length ? (
        <Alert tone="danger" title={t("Error")}>
          {t("accesspoints.add.nameRequired")}
        </Alert>
      ) : null}
      {rows && rows.length === 0 ? <p className={s.muted}>{t("accesspoints.add.none")}</p> : null}
      {rows?.length ? (
        <table>
          <caption className={s.muted}>{t("accesspoints.add.found", { n: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("accesspoints.add.checked")}</th>
              <th scope="col">{t("accesspoints.field.mac")}</th>
              <th scope="col">{t("accesspoints.field.ip")}</th>
              <th scope="col">{t("accesspoints.field.name")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const bad = missing.includes(r.mac);
              return (
                <tr key={r.mac}>
                  <td>
                    <input
                      type="checkbox"
                      className={s.checkbox}
                      checked={r.checked}
                      onChange={(e) => edit(r.mac, { checked: e.currentTarget.checked })}
                      aria-label={t("accesspoints.add.checkOne", { mac: r.mac })}
                    />
                  </td>
                  <td>{r.mac}</td>
                  <td>{r.ip}</td>
                  <td>
                    <input
                      className={s.cellInput}
                      value={r.name}
                      onChange={(e) => edit(r.mac, { name: e.currentTarget.value })}
                      aria-label={t("accesspoints.add.nameOf", { mac: r.mac })}
                      aria-invalid={bad || undefined}
                      aria-describedby={bad ? `ap-name-${r.mac}` : undefined}
                      maxLength={64}
                    />
                    {bad ? (
                      <p id={`ap-name-${r.mac}`} className={s.cellError}>
                        {t("accesspoints.add.nameMissing")}
                      </p>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </FormDialog>
  );
}
