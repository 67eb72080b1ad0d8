import { useState } from "react";
import { type ProductCategory, productCategories } from "../../data/catalog";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { FormError } from "../../ui/Form";
import { RowAction } from "../../ui/RowAction";
import { TextField } from "../../ui/TextField";
import { useConfirmedRemove } from "../../ui/useConfirmedRemove";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./catalog.css";

/** The product categories of a business in a dialog: add, rename, remove (asks first). */
export function CategoryDialog(props: { businessId: number; open: boolean; onClose(): void }) {
  const { businessId } = props;
  const { t } = usePortico();
  const list = productCategories.useList(businessId);
  const create = productCategories.useCreate(businessId);
  const update = productCategories.useUpdate(businessId);
  const remove = productCategories.useRemove(businessId);
  const [name, setName] = useState("");
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const removal = useConfirmedRemove<ProductCategory>({
    message: (c) => t("catalog.categories.removeConfirm", { name: c.name }),
    remove: (c) => remove.mutateAsync(c.id),
    done: t("catalog.removed"),
  });
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      return true;
    } catch (err) {
      setError(errorMessage(t, err));
      return false;
    }
  };
  const add = async () => {
    if (name.trim() && (await run(() => create.mutateAsync({ name: name.trim() })))) setName("");
  };
  const rename = async () => {
    if (
      editing?.name.trim() &&
      (await run(() => update.mutateAsync({ id: editing.id, body: { name: editing.name.trim() } })))
    )
      setEditing(null);
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(o) => (o ? undefined : props.onClose())}
      title={t("catalog.categories.title")}
    >
      <FormError error={error} />
      {list.error ? <p role="alert">{errorMessage(t, list.error)}</p> : null}
      {!list.data && !list.error ? (
        <p className={s.muted} role="status" aria-busy="true">
          {t("Loading")}
        </p>
      ) : null}
      {list.data?.length === 0 ? <p className={s.muted}>{t("catalog.categories.empty")}</p> : null}
      <ul className={s.section} aria-label={t("catalog.categories.title")}>
        {list.data?.map((c) => (
          <li key={c.id} className={s.row}>
            {editing?.id === c.id ? (
              <>
                <TextField
                  label={t("catalog.field.name")}
                  maxLength={100}
                  value={editing.name}
                  onChange={(v) => setEditing({ id: c.id, name: v })}
                />
                <Button onClick={() => void rename()} disabled={!editing.name.trim() || update.isPending}>
                  {t("catalog.save")}
                </Button>
              </>
            ) : (
              <span style={{ flex: 1 }}>{c.name}</span>
            )}
            <WriteControl businessId={businessId} verb="put" hide>
              <RowAction
                icon="edit"
                onClick={() => setEditing({ id: c.id, name: c.name })}
                label={t("catalog.editOf", { name: c.name })}
                tooltip={t("catalog.edit")}
              />
            </WriteControl>
            <WriteControl businessId={businessId} verb="delete" hide>
              <RowAction
                icon="remove"
                variant="danger"
                onClick={() => void removal.ask(c)}
                label={t("catalog.removeOf", { name: c.name })}
                tooltip={t("catalog.remove")}
              />
            </WriteControl>
          </li>
        ))}
      </ul>
      <WriteControl businessId={businessId} verb="post" hide>
        <form
          className={s.row}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <TextField label={t("catalog.categories.add")} maxLength={100} value={name} onChange={setName} />
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            {t("catalog.categories.add")}
          </Button>
        </form>
      </WriteControl>
      {removal.element}
    </Dialog>
  );
}
