import { skipModuleSlots } from "@portico/sdk/rules";
import type { SkipModule } from "../../data/activityEditorTypes";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import * as s from "./editor.css";
import { SkipModuleDialog } from "./lazyDialogs";

/** Props of {@link SkipModulesSummary}. */
export interface SkipModulesSummaryProps {
  businessId: number;
  activityId: number;
  value: SkipModule[];
  grantAppId?: number | null | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
  onChange(value: SkipModule[]): void;
}

/** The chosen skip module, grant and system ad in one line, with the button that opens their dialog. */
export function SkipModulesSummary({
  businessId,
  activityId,
  value,
  grantAppId,
  open,
  onOpenChange,
  onChange,
}: SkipModulesSummaryProps) {
  const { t } = usePortico();
  const [grant, , redirect] = skipModuleSlots(value);
  return (
    <section className={s.section} aria-labelledby="portico-editor-skip">
      <div className={s.row}>
        <h3 id="portico-editor-skip" className={`${s.sectionTitle} ${s.grow}`}>
          {t("editor.skip.title")}
        </h3>
        <Button variant="secondary" onClick={() => onOpenChange(true)}>
          {t("editor.skip.edit")}
        </Button>
      </div>
      <p className={s.muted}>
        {t("editor.skip.summary", {
          module: redirect.mode ? t(`editor.type.${redirect.mode}`) : t("editor.skip.none"),
          grant: grant.mode === "bypass" ? t("editor.skip.bypass") : t("editor.skip.grantModule"),
        })}
      </p>
      {open ? (
        <SkipModuleDialog
          businessId={businessId}
          activityId={activityId}
          open
          value={value}
          grantAppId={grantAppId}
          onCancel={() => onOpenChange(false)}
          onDone={(next) => {
            onChange(next);
            onOpenChange(false);
          }}
        />
      ) : null}
    </section>
  );
}
