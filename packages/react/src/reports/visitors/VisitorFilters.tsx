import type { VisitorFilter } from "../../data/visitorsReport";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import * as s from "../reportPage.css";

/** Props of {@link VisitorFilters}. */
export interface VisitorFiltersProps {
  filters: VisitorFilter[];
  onChange(filters: VisitorFilter[]): void;
}

const ATTRIBUTES = ["authType", "gender", "birthday"] as const;
const OPERATORS: Record<VisitorFilter["attribute"], VisitorFilter["comparisonOperator"][]> = {
  authType: ["EQ", "CONTAINS"],
  gender: ["EQ"],
  birthday: ["EQ", "BETWEEN", "GE", "LE"],
};
const MAX_FILTERS = 10;

/**
 * The visitors report's filters: authentication type, gender and birthday, each with a comparison operator and
 * its values (BETWEEN takes two).
 * @example <VisitorFilters filters={draft} onChange={setDraft} />
 */
export function VisitorFilters({ filters, onChange }: VisitorFiltersProps) {
  const { t } = usePortico();
  const set = (i: number, f: VisitorFilter) => onChange(filters.map((x, j) => (j === i ? f : x)));
  const valueField = (f: VisitorFilter, i: number, at: 0 | 1) => {
    const value = f.attributeValueList[at] ?? "";
    const update = (v: string) => {
      const list = [...f.attributeValueList];
      list[at] = v;
      set(i, { ...f, attributeValueList: list });
    };
    const label = at === 0 ? t("visitors.filter.value") : t("visitors.filter.value2");
    if (f.attribute === "gender")
      return (
        <SelectField
          label={label}
          value={value}
          options={["male", "female", "unknown"].map((g) => ({ value: g, label: t(`visitors.gender.${g}`) }))}
          onChange={update}
        />
      );
    return (
      <TextField
        type={f.attribute === "birthday" ? "date" : "text"}
        label={label}
        value={value}
        maxLength={200}
        onChange={update}
      />
    );
  };
  return (
    <fieldset className={s.filters}>
      <legend>{t("visitors.filters")}</legend>
      {filters.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: filters have no id; a row is its position.
        <div key={i} className={s.filterRow}>
          <SelectField
            label={t("visitors.filter.attribute")}
            value={f.attribute}
            options={ATTRIBUTES.map((a) => ({ value: a, label: t(`visitors.col.${a}`) }))}
            onChange={(a) => set(i, fresh(a))}
          />
          <SelectField
            label={t("visitors.filter.operator")}
            value={f.comparisonOperator}
            options={OPERATORS[f.attribute].map((o) => ({ value: o, label: t(`visitors.op.${o}`) }))}
            onChange={(o) =>
              set(i, {
                ...f,
                comparisonOperator: o,
                attributeValueList: f.attributeValueList.slice(0, o === "BETWEEN" ? 2 : 1),
              })
            }
          />
          {valueField(f, i, 0)}
          {f.comparisonOperator === "BETWEEN" && valueField(f, i, 1)}
          <Button variant="secondary" onClick={() => onChange(filters.filter((_, j) => j !== i))}>
            {t("visitors.filter.remove")}
          </Button>
        </div>
      ))}
      {filters.length < MAX_FILTERS && (
        <div>
          <Button variant="secondary" onClick={() => onChange([...filters, fresh("gender")])}>
            {t("visitors.filter.add")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function fresh(attribute: VisitorFilter["attribute"]): VisitorFilter {
  return { attribute, comparisonOperator: "EQ", attributeValueList: [attribute === "gender" ? "female" : ""] };
}
