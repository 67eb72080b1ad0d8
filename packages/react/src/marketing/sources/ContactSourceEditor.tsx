import {
  newSourceColumn,
  SOURCE_DATA_TYPES,
  type SourceColumnLike,
  type SourceDataType,
  sourceColumnProblems,
} from "@portico/sdk/rules";
import { useId, useState } from "react";
import { type ContactSource, useContactSource, useSaveContactSource } from "../../data/contactSources";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Alert, Form, FormError } from "../../ui/Form";
import { RowAction } from "../../ui/RowAction";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { WriteControl, WriteFieldset } from "../../ui/WriteControl";
import { ContactSourceImportDialog } from "./ContactSourceImportDialog";
import { ContactSourceImportInfo } from "./ContactSourceImportInfo";
import { sourceListPath } from "./ContactSourceList";
import { sourceMessages } from "./i18n";
import * as s from "./sources.css";

/** Props of {@link ContactSourceEditor}. */
export interface ContactSourceEditorProps {
  businessId: number;
  sourceId: number;
  /** After a save (the source is then submitted); default navigates back to /businesses/{bid}/air2sources */
  onSaved?(source: ContactSource): void;
  className?: string;
}

type EditedColumn = SourceColumnLike & { key: number };

/**
 * /air2sources/{sid}: a source's name and columns (name of letters, digits, underscore or CJK; string, number or
 * datetime; a string's length, 8 by default; filterable and schedulerable). Saving submits a draft and returns to
 * the list. A submitted source keeps its columns (new ones may be added) and shows how to import: the import API
 * with its body example and template, or a csv/xlsx file through the import dialog.
 * @example <ContactSourceEditor businessId={bid} sourceId={sid} />
 */
export function ContactSourceEditor({ businessId, sourceId, onSaved, className }: ContactSourceEditorProps) {
  useAreaMessages(sourceMessages);
  const { t } = usePortico();
  const source = useContactSource(businessId, sourceId);
  return (
    <PorticoRoot className={cx(s.page, className)}>
      {source.error ? (
        <Alert tone="danger" title={t("sources.loadFailed")}>
          <p>{errorMessage(t, source.error)}</p>
          <Button variant="secondary" onClick={() => void source.refetch()}>
            {t("Retry")}
          </Button>
        </Alert>
      ) : !source.data ? (
        <p className={s.muted} role="status" aria-busy="true">
          {t("Loading")}
        </p>
      ) : (
        <SourceForm key={source.data.id} businessId={businessId} source={source.data} onSaved={onSaved} />
      )}
    </PorticoRoot>
  );
}

function SourceForm({
  businessId,
  source,
  onSaved,
}: { businessId: number; source: ContactSource } & Pick<ContactSourceEditorProps, "onSaved">) {
  const { t, navigate } = usePortico();
  const toast = useToast();
  const formId = useId();
  const save = useSaveContactSource(businessId);
  const [name, setName] = useState(source.name);
  const [columns, setColumns] = useState<EditedColumn[]>(() => source.columns.map((c, key) => ({ ...c, key })));
  const [nextKey, setNextKey] = useState(source.columns.length);
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const locked = new Set(source.status === "submitted" ? source.columns.map((c) => c.name) : []);
  const problems = sourceColumnProblems(columns);
  const nameError = tried && !name.trim() ? t("sources.error.required") : null;

  const patch = (key: number, p: Partial<SourceColumnLike>) =>
    setColumns((cs) => cs.map((c) => (c.key === key ? { ...c, ...p } : c)));
  const add = () => {
    setColumns((cs) => [...cs, { ...newSourceColumn(), key: nextKey }]);
    setNextKey((k) => k + 1);
  };
  const submit = async () => {
    setTried(true);
    setFormError(null);
    if (!name.trim() || Object.keys(problems).length) return;
    try {
      const saved = await save.mutateAsync({
        id: source.id,
        body: { name: name.trim(), columns: columns.map(({ key: _k, ...c }) => c) },
      });
      toast.success(t("sources.toast.saved"));
      onSaved ? onSaved(saved) : navigate(sourceListPath(businessId));
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  return (
    <>
      <div className={s.head}>
        <h2 className={s.title}>
          {t("sources.editor.title")}: {source.name}
        </h2>
        <span className={s.muted}>{t(`sources.status.${source.status}`)}</span>
      </div>
      <WriteFieldset businessId={businessId}>
        <Form
          id={formId}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          aria-busy={save.isPending || undefined}
        >
          <FormError error={formError} />
          <TextField
            label={t("sources.field.name")}
            required
            maxLength={100}
            value={name}
            onChange={setName}
            error={nameError}
          />
          <fieldset className={s.section}>
            <legend className={s.legend}>{t("sources.columns")}</legend>
            <p className={s.muted}>{t("sources.columns.hint")}</p>
            {columns.length === 0 ? <p className={s.muted}>{t("sources.columns.empty")}</p> : null}
            {columns.map((c, i) => {
              const isLocked = locked.has(c.name) && source.columns.some((o) => o.name === c.name);
              const problem = tried || c.name ? problems[i] : undefined;
              return (
                <div key={c.key} className={s.columnRow} data-testid="source-column">
                  <TextField
                    label={t("sources.column.name", { n: i + 1 })}
                    value={c.name}
                    maxLength={64}
                    readOnly={isLocked}
                    onChange={(v) => patch(c.key, { name: v })}
                    error={problem ? t(`sources.column.error.${problem}`) : null}
                  />
                  <SelectField<SourceDataType>
                    label={t("sources.column.dataType")}
                    value={c.dataType}
                    disabled={isLocked}
                    options={SOURCE_DATA_TYPES.map((d) => ({ value: d, label: t(`sources.dataType.${d}`) }))}
                    onChange={(v) =>
                      patch(
                        c.key,
                        v === "string" ? { dataType: v, length: c.length ?? 8 } : { dataType: v, length: undefined },
                      )
                    }
                  />
                  {c.dataType === "string" ? (
                    <TextField
                      label={t("sources.column.length")}
                      type="number"
                      inputMode="numeric"
                      min={isLocked ? (source.columns.find((o) => o.name === c.name)?.length ?? 1) : 1}
                      max={1000}
                      value={String(c.length ?? "")}
                      onChange={(v) => patch(c.key, { length: v === "" ? undefined : Number(v) })}
                    />
                  ) : (
                    <span />
                  )}
                  <label className={s.check}>
                    <input
                      type="checkbox"
                      checked={Boolean(c.fiilterable)}
                      onChange={(e) => patch(c.key, { fiilterable: e.currentTarget.checked })}
                    />
                    {t("sources.column.filterable")}
                  </label>
                  <label className={s.check}>
                    <input
                      type="checkbox"
                      checked={Boolean(c.schedulerable)}
                      onChange={(e) => patch(c.key, { schedulerable: e.currentTarget.checked })}
                    />
                    {t("sources.column.schedulerable")}
                  </label>
                  {isLocked ? (
                    <span />
                  ) : (
                    <RowAction
                      icon="remove"
                      variant="danger"
                      label={t("sources.column.removeOf", { n: i + 1 })}
                      tooltip={t("sources.remove")}
                      onClick={() => setColumns((cs) => cs.filter((x) => x.key !== c.key))}
                    />
                  )}
                </div>
              );
            })}
            <div>
              <Button variant="secondary" type="button" onClick={add}>
                {t("sources.column.add")}
              </Button>
            </div>
          </fieldset>
        </Form>
      </WriteFieldset>
      <div className={s.actions}>
        <WriteControl businessId={businessId} verb="put">
          <Button type="submit" form={formId} disabled={save.isPending}>
            {t("sources.save")}
          </Button>
        </WriteControl>
        {source.status === "submitted" ? (
          <WriteControl businessId={businessId} verb="post">
            <Button variant="secondary" onClick={() => setImporting(true)}>
              {t("sources.import.file")}
            </Button>
          </WriteControl>
        ) : (
          <span className={s.muted}>{t("sources.editor.draftHint")}</span>
        )}
      </div>
      {source.status === "submitted" ? <ContactSourceImportInfo businessId={businessId} sourceId={source.id} /> : null}
      <ContactSourceImportDialog
        businessId={businessId}
        source={source}
        open={importing}
        onClose={() => setImporting(false)}
      />
    </>
  );
}
