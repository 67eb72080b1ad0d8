import { useId } from "react";
import type { LotteryConfig } from "../../data/lotteries";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import * as s from "./lotteries.css";

/** What the four templates look like (the draw page uses the same colours). */
export const TEMPLATE_LOOKS: Record<0 | 1 | 2, { background: string; color: string }> = {
  0: { background: "linear-gradient(#1d3557, #457b9d)", color: "#ffffff" },
  1: { background: "linear-gradient(#8b0000, #4a0000)", color: "#ffd700" },
  2: { background: "#fafaf5", color: "#333333" },
};

const MAX_COLOURS = 4;

/** Props of {@link LotteryTemplatePicker}. */
export interface LotteryTemplatePickerProps {
  value: LotteryConfig;
  onChange(next: LotteryConfig): void;
  disabled?: boolean;
}

/**
 * The draw page's template: 0 Default, 1 Dark Red, 2 Light, 3 Custom - each shown as a swatch (radio group);
 * Custom adds the font colour and one to four background colours (a gradient when more than one).
 * @example <LotteryTemplatePicker value={config} onChange={setConfig} />
 */
export function LotteryTemplatePicker({ value, onChange, disabled }: LotteryTemplatePickerProps) {
  const { t } = usePortico();
  const name = useId();
  const params = value.templateParams;
  const custom = params.colors.length > 1 ? `linear-gradient(${params.colors.join(", ")})` : params.colors[0];
  const setParams = (p: Partial<LotteryConfig["templateParams"]>) =>
    onChange({ ...value, templateParams: { ...params, ...p } });
  return (
    <fieldset className={s.section} disabled={disabled}>
      <legend className={s.legend}>{t("lotteries.template")}</legend>
      <div className={s.templates}>
        {([0, 1, 2, 3] as const).map((type) => {
          const look = type === 3 ? { background: custom, color: params.fontColor } : TEMPLATE_LOOKS[type];
          return (
            <label key={type} className={s.template}>
              <span className={s.swatch} style={look} aria-hidden="true">
                Aa
              </span>
              <span>
                <input
                  type="radio"
                  name={name}
                  value={type}
                  checked={value.templateType === type}
                  onChange={() => onChange({ ...value, templateType: type })}
                />{" "}
                {t(`lotteries.template.${type}`)}
              </span>
            </label>
          );
        })}
      </div>
      {value.templateType === 3 ? (
        <div className={s.colours}>
          <label className={s.colour}>
            {t("lotteries.fontColor")}
            <input
              className={s.colourInput}
              type="color"
              value={params.fontColor}
              onChange={(e) => setParams({ fontColor: e.currentTarget.value })}
            />
          </label>
          {params.colors.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: colours are edited in place by position
            <span key={i} className={s.colour}>
              <label className={s.colour}>
                {t("lotteries.colorN", { n: i + 1 })}
                <input
                  className={s.colourInput}
                  type="color"
                  value={c}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setParams({ colors: params.colors.map((x, j) => (j === i ? v : x)) });
                  }}
                />
              </label>
              {params.colors.length > 1 ? (
                <Button
                  variant="secondary"
                  aria-label={t("lotteries.removeColor", { n: i + 1 })}
                  onClick={() => setParams({ colors: params.colors.filter((_, j) => j !== i) })}
                >
                  ×
                </Button>
              ) : null}
            </span>
          ))}
          {params.colors.length < MAX_COLOURS ? (
            <Button variant="secondary" onClick={() => setParams({ colors: [...params.colors, "#ffffff"] })}>
              {t("lotteries.addColor")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
