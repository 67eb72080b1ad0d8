import { useState } from "react";
import { type Product, productCategories, products } from "../../data/catalog";
import { ImageUpload } from "../../media/ImageUpload";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { RowAction } from "../../ui/RowAction";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { CatalogEditorFrame } from "./CatalogEditorFrame";
import { CatalogForm, useCatalogSave } from "./CatalogForm";
import * as s from "./catalog.css";
import { catalogPaths } from "./catalogPaths";

/** Props of {@link ProductEditor}. */
export interface ProductEditorProps {
  businessId: number;
  /** The product; 0 = a new one. */
  productId: number;
  /** After a save; default navigates back to /businesses/{bid}/apps/products */
  onSaved?(product: Product): void;
  className?: string;
}

/** Most pictures a product has. */
const PICTURES_MAX = 10;

/**
 * /apps/products/{pid}/edit: a product's name, pictures (the media upload gives each a URL), category, order and
 * whether guest pages show it. pid 0 adds a new product.
 * @example <ProductEditor businessId={bid} productId={0} />
 */
export function ProductEditor({ businessId, productId, onSaved, className }: ProductEditorProps) {
  const query = products.useOne(businessId, productId);
  return (
    <CatalogEditorFrame id={productId} query={query} className={className}>
      {(p) => <ProductForm key={p?.id ?? 0} businessId={businessId} product={p} onSaved={onSaved} />}
    </CatalogEditorFrame>
  );
}

function ProductForm(props: { businessId: number; product: Product | null; onSaved?(p: Product): void }) {
  const { businessId, product } = props;
  const { t, navigate } = usePortico();
  const categories = productCategories.useList(businessId);
  const create = products.useCreate(businessId);
  const update = products.useUpdate(businessId);
  const [name, setName] = useState(product?.name ?? "");
  const [pictures, setPictures] = useState<string[]>(product?.pictures ?? []);
  const [categoryId, setCategoryId] = useState(product?.categoryId ? String(product.categoryId) : "");
  const [order, setOrder] = useState(String(product?.order ?? 0));
  const [checked, setChecked] = useState(product?.checked ?? true);
  const back = () => navigate(catalogPaths.products(businessId));
  const body = () => ({
    name: name.trim(),
    pictures: pictures.filter(Boolean),
    categoryId: categoryId ? Number(categoryId) : null,
    order: Number(order) || 0,
    checked,
  });
  const form = useCatalogSave(
    () => (product ? update.mutateAsync({ id: product.id, body: body() }) : create.mutateAsync(body())),
    (saved) => (props.onSaved ? props.onSaved(saved) : back()),
  );
  const orderBad = !/^\d{1,6}$/.test(order) || Number(order) > 100000;
  return (
    <CatalogForm
      businessId={businessId}
      verb={product ? "put" : "post"}
      title={product ? t("catalog.products.edit", { name: product.name }) : t("catalog.products.new")}
      formError={form.formError}
      busy={create.isPending || update.isPending}
      onSubmit={() => void form.submit(Boolean(name.trim()) && !orderBad)}
      onBack={back}
    >
      <TextField
        label={t("catalog.field.name")}
        required
        maxLength={100}
        value={name}
        onChange={setName}
        error={form.tried && !name.trim() ? t("catalog.required") : null}
      />
      <SelectField
        label={t("catalog.products.field.category")}
        value={categoryId}
        onChange={setCategoryId}
        options={[
          { value: "", label: t("catalog.none") },
          ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
      />
      <TextField
        label={t("catalog.products.field.order")}
        type="number"
        inputMode="numeric"
        min={0}
        max={100000}
        value={order}
        onChange={setOrder}
        error={orderBad ? t("catalog.required") : null}
      />
      <label className={s.check}>
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.currentTarget.checked)} />
        {t("catalog.products.field.checked")}
      </label>
      <fieldset className={s.section}>
        <legend className={s.legend}>{t("catalog.products.pictures")}</legend>
        {pictures.map((url, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a picture slot is its position (urls may repeat or be empty)
          <div key={i} className={s.row}>
            <ImageUpload
              businessId={businessId}
              label={t("catalog.products.pictureN", { n: i + 1 })}
              value={url || null}
              onChange={(image) => setPictures((ps) => ps.map((p, j) => (j === i ? (image?.url ?? "") : p)))}
            />
            <RowAction
              icon="remove"
              variant="danger"
              label={t("catalog.removeOf", { name: t("catalog.products.pictureN", { n: i + 1 }) })}
              tooltip={t("catalog.remove")}
              onClick={() => setPictures((ps) => ps.filter((_, j) => j !== i))}
            />
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            type="button"
            disabled={pictures.length >= PICTURES_MAX}
            onClick={() => setPictures((ps) => [...ps, ""])}
          >
            {t("catalog.products.addPicture")}
          </Button>
        </div>
        {pictures.length >= PICTURES_MAX ? <p className={s.muted}>{t("catalog.products.picturesMax")}</p> : null}
      </fieldset>
    </CatalogForm>
  );
}
