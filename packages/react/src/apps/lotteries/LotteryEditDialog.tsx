import { useState } from "react";
import { type Lottery, type LotteryConfig, useCreateLottery, useUpdateLottery } from "../../data/lotteries";
import { usePermission } from "../../data/useCan";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { ImageUpload } from "../../media/ImageUpload";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { FormDialog } from "../../ui/FormDialog";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { WriteControl, WriteFieldset } from "../../ui/WriteControl";
import { lotteryMessages } from "./i18n";
import { LotteryDataTables } from "./LotteryDataTables";
import { LotteryDrawLink } from "./LotteryDrawLink";
import { LotteryImportDialog } from "./LotteryImportDialog";
import { LotteryTemplatePicker } from "./LotteryTemplatePicker";
import * as s from "./lotteries.css";

/** A new lottery's config: the Default template, no strip image, white on dark red for Custom. */
export const DEFAULT_LOTTERY_CONFIG: LotteryConfig = {
  templateType: 0,
  stripImage: null,
  templateParams: { fontColor: "#ffffff", colors: ["#8b0000"] },
};

/** Props of {@link LotteryEditDialog}. */
export interface LotteryEditDialogProps {
  businessId: number;
  /** The lottery to edit; null adds one. */
  lottery: Lottery | null;
  /** The selected project (event menu type); a new lottery belongs to it. */
  appId?: number;
  open: boolean;
  onClose(): void;
  /** After a save (a new lottery stays open in the dialog, now with its import and data). */
  onSaved?(lottery: Lottery): void;
}

/**
 * The lottery editor: name, draw page title, template (four, Custom with its colours), strip image (the image
 * upload); once saved, the Excel import, the prizes and candidates tables and the draw link with its QR code.
 * @example <LotteryEditDialog businessId={bid} lottery={l} open onClose={close} />
 */
export function LotteryEditDialog(props: LotteryEditDialogProps) {
  const { businessId, open, onClose, onSaved, appId } = props;
  useAreaMessages(lotteryMessages);
  const { t } = usePortico();
  const toast = useToast();
  const create = useCreateLottery(businessId);
  const update = useUpdateLottery(businessId);
  const [saved, setSaved] = useState<Lottery | null>(props.lottery);
  const [name, setName] = useState(props.lottery?.name ?? "");
  const [title, setTitle] = useState(props.lottery?.title ?? "");
  const [config, setConfig] = useState<LotteryConfig>(props.lottery?.config ?? DEFAULT_LOTTERY_CONFIG);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const busy = create.isPending || update.isPending;
  // The draw link is for those who may change the lottery (the server refuses the others).
  const mayDraw = usePermission(businessId, "post") === true;

  const save = async () => {
    if (!name.trim()) {
      setNameError(t("lotteries.error.required"));
      return;
    }
    setFormError(null);
    try {
      const body = { name: name.trim(), title, config, appId: saved ? saved.appId : appId || null };
      const result = saved ? await update.mutateAsync({ id: saved.id, body }) : await create.mutateAsync(body);
      setSaved(result);
      toast.success(t("lotteries.toast.saved"));
      onSaved?.(result);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={saved ? t("lotteries.editor.edit", { name: saved.name }) : t("lotteries.editor.new")}
      formError={formError}
      onSubmit={() => void save()}
      submitLabel={t("lotteries.save")}
      cancelLabel={t("lotteries.close")}
      busy={busy}
    >
      <WriteFieldset businessId={businessId} verb={saved ? "put" : "post"} className={s.page}>
        <TextField
          label={t("lotteries.field.name")}
          required
          maxLength={100}
          value={name}
          error={nameError}
          onChange={(v) => {
            setName(v);
            setNameError(null);
          }}
        />
        <TextField label={t("lotteries.field.title")} maxLength={200} value={title} onChange={setTitle} />
        <LotteryTemplatePicker value={config} onChange={setConfig} />
        <ImageUpload
          businessId={businessId}
          label={t("lotteries.field.stripImage")}
          value={config.stripImage}
          maxWidth={1200}
          maxHeight={600}
          onChange={(img) => setConfig((c) => ({ ...c, stripImage: img?.url ?? null }))}
        />
      </WriteFieldset>
      {saved ? (
        <>
          <div className={s.head}>
            <WriteControl businessId={businessId} verb="post">
              <Button variant="secondary" onClick={() => setImporting(true)}>
                {t("lotteries.import.button")}
              </Button>
            </WriteControl>
          </div>
          <LotteryDataTables businessId={businessId} lotteryId={saved.id} />
          {mayDraw ? <LotteryDrawLink businessId={businessId} lotteryId={saved.id} /> : null}
          <LotteryImportDialog
            businessId={businessId}
            lottery={saved}
            open={importing}
            onClose={() => setImporting(false)}
          />
        </>
      ) : (
        <p className={s.muted}>{t("lotteries.saveFirst")}</p>
      )}
    </FormDialog>
  );
}
