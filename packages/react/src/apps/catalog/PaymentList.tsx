import { type PaymentConfig, paymentConfigs } from "../../data/catalog";
import { usePortico } from "../../provider/context";
import type { PagingState } from "../../ui/usePaging";
import { CatalogListPage } from "./CatalogListPage";
import { catalogPaths } from "./catalogPaths";

/** Props of {@link PaymentList}. */
export interface PaymentListProps {
  businessId: number;
  state?: PagingState;
  onStateChange?(next: PagingState): void;
  /** Opens an editor (id 0 = new); default navigates to /businesses/{bid}/apps/payments/{pid}/edit */
  onEdit?(paymentId: number): void;
  className?: string;
}

/**
 * /apps/payments: the payment configs of a business with their provider and instalments; add and edit open the
 * editor, remove asks first.
 * @example <PaymentList businessId={bid} />
 */
export function PaymentList({ businessId, onEdit, ...props }: PaymentListProps) {
  const { t, navigate } = usePortico();
  const list = paymentConfigs.useList(businessId);
  const remove = paymentConfigs.useRemove(businessId);
  const edit = (id: number) => (onEdit ? onEdit(id) : navigate(catalogPaths.payment(businessId, id)));
  return (
    <CatalogListPage<PaymentConfig>
      {...props}
      businessId={businessId}
      title={t("catalog.payments.title")}
      empty={t("catalog.payments.empty")}
      query={list}
      add={{ label: t("catalog.payments.add"), onClick: () => edit(0) }}
      onEdit={(x) => edit(x.id)}
      removeConfirm={(x) => t("catalog.payments.removeConfirm", { name: x.name })}
      remove={(x) => remove.mutateAsync(x.id)}
      columns={[
        { key: "name", header: t("catalog.col.name"), cell: (x) => x.name },
        {
          key: "provider",
          header: t("catalog.payments.col.provider"),
          cell: (x) => t(`catalog.provider.${x.setting.provider}`),
        },
        {
          key: "installments",
          header: t("catalog.payments.col.installments"),
          cell: (x) => x.installments.join(", "),
        },
      ]}
    />
  );
}
