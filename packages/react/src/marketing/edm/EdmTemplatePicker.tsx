import { useState } from "react";
import { EDM_TEMPLATE_PAGE_SIZE, type EdmTemplate, useEdmTemplates } from "../../data/edmTemplates";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { pageCount } from "../../ui/pageSizes";
import * as s from "./edm.css";

/** Props of {@link EdmTemplatePicker}. */
export interface EdmTemplatePickerProps {
  businessId: number;
  /** The chosen template; null = a blank campaign. */
  value: number | null;
  onPick(template: EdmTemplate | null): void;
  disabled?: boolean;
}

/** Step 1: start blank or from one of the business's templates (10 a page); picking one fills subject and content. */
export function EdmTemplatePicker({ businessId, value, onPick, disabled }: EdmTemplatePickerProps) {
  const { t } = usePortico();
  const [page, setPage] = useState(0);
  const templates = useEdmTemplates(businessId, page * EDM_TEMPLATE_PAGE_SIZE);
  const pages = pageCount(templates.data?.total ?? 0, EDM_TEMPLATE_PAGE_SIZE);
  const name = "edm-template";
  return (
    <fieldset className={s.fieldset} disabled={disabled}>
      <legend className={s.legend}>{t("edm.template.pick")}</legend>
      <div className={s.page}>
        <label className={s.check}>
          <input type="radio" name={name} checked={value === null} onChange={() => onPick(null)} />
          {t("edm.template.blank")}
        </label>
        {templates.data?.edmTemplates.map((tpl) => (
          <label key={tpl.id} className={s.check}>
            <input type="radio" name={name} checked={value === tpl.id} onChange={() => onPick(tpl)} />
            <span className={s.wrap}>
              {tpl.name} <span className={s.muted}>{tpl.subject}</span>
            </span>
          </label>
        ))}
        {templates.data && templates.data.total === 0 ? <p className={s.muted}>{t("edm.template.none")}</p> : null}
        {pages > 1 ? (
          <div className={s.actions}>
            <Button variant="link" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t("edm.wizard.back")}
            </Button>
            <span>
              {page + 1} / {pages}
            </span>
            <Button variant="link" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {t("edm.wizard.next")}
            </Button>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
