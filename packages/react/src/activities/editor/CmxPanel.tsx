import { useGenerateActivityCmxValidator, useValidateActivityCmx } from "../../data/activityEditor";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import * as s from "./editor.css";
import { LinkField } from "./fields";
import type { PanelProps } from "./UsageControlPanel";

/** Props of {@link CmxPanel}. */
export interface CmxPanelProps extends PanelProps {
  activityId: number;
  /** Writes pending changes first: the server validates the URL and validator it has. */
  beforeValidate(): Promise<void>;
}

/**
 * The CMX URL and validator with Generate and Validate. The validated badge resets whenever either changes
 * (part 1 section 4); the server does the same on save.
 */
export function CmxPanel({ activityId, content, onChange, beforeValidate }: CmxPanelProps) {
  const { t } = usePortico();
  const toast = useToast();
  const generate = useGenerateActivityCmxValidator(activityId);
  const validate = useValidateActivityCmx(activityId);
  const p = content.profile;
  const set = (patch: Partial<typeof p>) => onChange({ profile: { ...p, ...patch, cmxValidated: false } });
  const run = async (kind: "generate" | "validate") => {
    try {
      await beforeValidate();
      const res = await (kind === "generate" ? generate : validate).mutateAsync();
      onChange({
        profile: {
          ...p,
          cmxValidated: res.cmxValidated,
          ...(res.cmxValidator !== undefined ? { cmxValidator: res.cmxValidator } : {}),
        },
      });
    } catch (err) {
      toast.error(err);
    }
  };
  return (
    <section className={s.section} aria-labelledby="portico-editor-cmx">
      <div className={s.row}>
        <h3 id="portico-editor-cmx" className={s.sectionTitle}>
          {t("editor.cmx.title")}
        </h3>
        <span className={p.cmxValidated ? s.badgeOk : s.badge} role="status">
          {p.cmxValidated ? t("editor.cmx.validated") : t("editor.cmx.notValidated")}
        </span>
      </div>
      <LinkField
        label={t("editor.cmx.url")}
        value={p.cmxUrl ?? ""}
        onChange={(cmxUrl) => set({ cmxUrl: cmxUrl || null })}
      />
      <div className={s.row}>
        <TextField
          className={s.grow}
          label={t("editor.cmx.validator")}
          value={p.cmxValidator ?? ""}
          maxLength={200}
          onChange={(cmxValidator) => set({ cmxValidator: cmxValidator || null })}
        />
        <Button variant="secondary" loading={generate.isPending} onClick={() => void run("generate")}>
          {t("editor.cmx.generate")}
        </Button>
        <Button
          variant="secondary"
          loading={validate.isPending}
          disabled={!p.cmxUrl}
          onClick={() => void run("validate")}
        >
          {t("editor.cmx.validate")}
        </Button>
      </div>
    </section>
  );
}
