import { type OnePageBooking, onePageBookings, products } from "../../data/catalog";
import { usePortico } from "../../provider/context";
import type { PagingState } from "../../ui/usePaging";
import { CatalogListPage } from "./CatalogListPage";
import { catalogPaths } from "./catalogPaths";

/** Props of {@link OnePageBookingList}. */
export interface OnePageBookingListProps {
  businessId: number;
  state?: PagingState;
  onStateChange?(next: PagingState): void;
  /** Opens an editor (id 0 = new); default navigates to /businesses/{bid}/apps/opbookings/{bkid}/edit */
  onEdit?(bookingId: number): void;
  className?: string;
}

/**
 * /apps/opbookings: the one-page bookings of a business with their languages and products; add and edit open the
 * editor, remove asks first.
 * @example <OnePageBookingList businessId={bid} />
 */
export function OnePageBookingList({ businessId, onEdit, ...props }: OnePageBookingListProps) {
  const { t, navigate } = usePortico();
  const list = onePageBookings.useList(businessId);
  const all = products.useList(businessId);
  const remove = onePageBookings.useRemove(businessId);
  const edit = (id: number) => (onEdit ? onEdit(id) : navigate(catalogPaths.opBooking(businessId, id)));
  const names = (ids: number[]) =>
    ids
      .map((id) => all.data?.find((p) => p.id === id)?.name)
      .filter(Boolean)
      .join(", ");
  return (
    <CatalogListPage<OnePageBooking>
      {...props}
      businessId={businessId}
      title={t("catalog.opbookings.title")}
      empty={t("catalog.opbookings.empty")}
      query={list}
      add={{ label: t("catalog.opbookings.add"), onClick: () => edit(0) }}
      onEdit={(x) => edit(x.id)}
      removeConfirm={(x) => t("catalog.opbookings.removeConfirm", { name: x.name })}
      remove={(x) => remove.mutateAsync(x.id)}
      columns={[
        { key: "name", header: t("catalog.col.name"), cell: (x) => x.name },
        {
          key: "languages",
          header: t("catalog.opbookings.col.languages"),
          cell: (x) => x.languages.map((l) => t(`catalog.lang.${l}`)).join(", "),
        },
        { key: "products", header: t("catalog.opbookings.col.products"), cell: (x) => names(x.products) },
      ]}
    />
  );
}
