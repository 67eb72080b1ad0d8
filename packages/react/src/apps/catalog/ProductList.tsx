import { useState } from "react";
import { type Product, productCategories, products } from "../../data/catalog";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import type { PagingState } from "../../ui/usePaging";
import { CatalogListPage } from "./CatalogListPage";
import { CategoryDialog } from "./CategoryDialog";
import * as s from "./catalog.css";
import { catalogPaths } from "./catalogPaths";

/** Props of {@link ProductList}. */
export interface ProductListProps {
  businessId: number;
  /** View state (the page); controlled when given. */
  state?: PagingState;
  onStateChange?(next: PagingState): void;
  /** Opens a product's editor (id 0 = new); default navigates to /businesses/{bid}/apps/products/{pid}/edit */
  onEdit?(productId: number): void;
  className?: string;
}

/**
 * /apps/products: the products of a business by order, with their first picture, category and whether guest pages
 * show them; add and edit open the editor, remove asks first; Categories manages the categories in a dialog.
 * @example <ProductList businessId={bid} />
 */
export function ProductList({ businessId, onEdit, ...props }: ProductListProps) {
  const { t, navigate } = usePortico();
  const list = products.useList(businessId);
  const categories = productCategories.useList(businessId);
  const remove = products.useRemove(businessId);
  const [managing, setManaging] = useState(false);
  const edit = (id: number) => (onEdit ? onEdit(id) : navigate(catalogPaths.product(businessId, id)));
  const categoryName = (id: number | null) => categories.data?.find((c) => c.id === id)?.name ?? "";
  return (
    <CatalogListPage<Product>
      {...props}
      businessId={businessId}
      title={t("catalog.products.title")}
      empty={t("catalog.products.empty")}
      query={list}
      add={{ label: t("catalog.products.add"), onClick: () => edit(0) }}
      onEdit={(x) => edit(x.id)}
      removeConfirm={(x) => t("catalog.products.removeConfirm", { name: x.name })}
      remove={(x) => remove.mutateAsync(x.id)}
      tools={
        <Button variant="secondary" onClick={() => setManaging(true)}>
          {t("catalog.categories.manage")}
        </Button>
      }
      columns={[
        {
          key: "picture",
          header: t("catalog.products.col.picture"),
          cell: (x) => (x.pictures[0] ? <img className={s.thumb} src={x.pictures[0]} alt="" /> : null),
        },
        { key: "name", header: t("catalog.col.name"), cell: (x) => x.name },
        { key: "category", header: t("catalog.products.col.category"), cell: (x) => categoryName(x.categoryId) },
        { key: "order", header: t("catalog.products.col.order"), cell: (x) => x.order },
        {
          key: "checked",
          header: t("catalog.products.col.checked"),
          cell: (x) => (x.checked ? t("catalog.yes") : t("catalog.no")),
        },
      ]}
    >
      <CategoryDialog businessId={businessId} open={managing} onClose={() => setManaging(false)} />
    </CatalogListPage>
  );
}
