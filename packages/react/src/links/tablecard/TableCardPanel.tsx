import { useId } from "react";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import * as s from "./tablecard.css";
import { FONT_WEIGHTS, TEMPLATE_IDS, TEMPLATES, TEXT_ROLES, type TemplateId, type TextRole } from "./templates";
import type { useTableCardCanvas } from "./useTableCardCanvas";

/** Props of {@link TableCardPanel}. */
export interface TableCardPanelProps {
  templateId: TemplateId;
  onTemplate(id: TemplateId): void;
  stage: ReturnType<typeof useTableCardCanvas>;
}

const hex = (c: unknown, fallback: string) =>
  typeof c === "string" && /^#[0-9a-f]{6}$/i.test(c) ? c.toLowerCase() : fallback;

/**
 * The editor's side panel: the template picker, the text being edited (picked here or on the canvas) with its
 * text, colour and font weight, and the background colour. Every control is a labelled button or input.
 */
export function TableCardPanel({ templateId, onTemplate, stage }: TableCardPanelProps) {
  const { t } = usePortico();
  const bgId = useId();
  const colorId = useId();
  const { card, selected } = stage;
  const { canvas } = stage;
  const box = selected ? card?.texts.get(selected) : undefined;

  const change = (props: Record<string, unknown>) => {
    if (!box || !canvas) return;
    box.set(props);
    canvas.requestRenderAll();
    stage.touch();
  };
  const pick = (role: TextRole | "") => {
    if (!canvas || !card) return;
    const target = role ? card.texts.get(role) : undefined;
    if (target) canvas.setActiveObject(target);
    else canvas.discardActiveObject();
    canvas.requestRenderAll();
    stage.touch();
  };

  return (
    <div className={s.panel}>
      <fieldset className={s.group}>
        <legend className={s.legend}>{t("tablecard.templates")}</legend>
        <div className={s.templates}>
          {TEMPLATE_IDS.map((id) => {
            const tpl = TEMPLATES[id];
            return (
              <button
                key={id}
                type="button"
                className={s.templateButton}
                aria-pressed={id === templateId}
                onClick={() => onTemplate(id)}
              >
                <span
                  aria-hidden
                  className={s.thumb}
                  style={{
                    aspectRatio: `${tpl.width} / ${tpl.height}`,
                    background: `linear-gradient(${tpl.palette[0]} 0 22%, ${tpl.background} 22% 100%)`,
                  }}
                />
                {t(`tablecard.template.${id}`)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <SelectField<TextRole | "">
        label={t("tablecard.text")}
        options={[{ value: "", label: "—" }, ...TEXT_ROLES.map((r) => ({ value: r, label: t(`tablecard.role.${r}`) }))]}
        value={selected ?? ""}
        onChange={pick}
        disabled={!card}
      />
      {box ? (
        <>
          <TextField label={t("tablecard.textContent")} value={box.text} onChange={(v) => change({ text: v })} />
          <div className={s.colorField}>
            <label htmlFor={colorId}>{t("tablecard.textColor")}</label>
            <input
              id={colorId}
              type="color"
              className={s.colorInput}
              value={hex(box.fill, "#000000")}
              onChange={(e) => change({ fill: e.currentTarget.value })}
            />
          </div>
          <SelectField
            label={t("tablecard.fontWeight")}
            options={FONT_WEIGHTS.map((w) => ({ value: String(w), label: t(`tablecard.weight.${w}`) }))}
            value={String(box.fontWeight === "bold" ? 700 : box.fontWeight === "normal" ? 400 : box.fontWeight)}
            onChange={(v) => change({ fontWeight: Number(v) })}
          />
        </>
      ) : null}
      <div className={s.colorField}>
        <label htmlFor={bgId}>{t("tablecard.background")}</label>
        <input
          id={bgId}
          type="color"
          className={s.colorInput}
          disabled={!card}
          value={hex(canvas?.backgroundColor, TEMPLATES[templateId].background)}
          onChange={(e) => {
            if (!canvas) return;
            canvas.backgroundColor = e.currentTarget.value;
            canvas.requestRenderAll();
            stage.touch();
          }}
        />
      </div>
    </div>
  );
}
