import { useBusinesses } from "../data/businesses";
import { can } from "../data/businessSelection";
import type { Business } from "../data/businessTypes";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { PorticoRoot } from "../theme/PorticoRoot";
import { DataTable, type DataTableColumn } from "../ui/DataTable";
import { type PagingState, useViewPaging } from "../ui/usePaging";
import { businessMessages } from "./i18n";

/** The view state of {@link BusinessList}: its page (0-based) and page size (@default 20). */
export type BusinessListState = PagingState;

/** Props of {@link BusinessList}. */
export interface BusinessListProps {
  /** View state (the page); controlled when given, the list's own otherwise. */
  state?: BusinessListState;
  /** Called with the whole next state when the user pages or changes the page size. */
  onStateChange?(next: BusinessListState): void;
  onOpen(bid: number): void;
}

/**
 * The caller's businesses in a paged table (name, time zone, e-mail, access); a row opens the business.
 * @example <BusinessList onOpen={(bid) => setEditing(bid)} />
 */
export function BusinessList({ onOpen, state, onStateChange }: BusinessListProps) {
  useAreaMessages(businessMessages);
  const { t } = usePortico();
  const { data, error, isFetching, refetch } = useBusinesses();
  const paging = useViewPaging(state, onStateChange);
  const columns: DataTableColumn<Business>[] = [
    { key: "name", header: t("business.list.name"), cell: (b) => b.profile.name || t("Unnamed") },
    { key: "timeZone", header: t("business.list.timeZone"), cell: (b) => b.profile.timeZone },
    { key: "email", header: t("business.list.email"), cell: (b) => b.profile.email ?? "" },
    {
      key: "access",
      header: t("business.list.access"),
      cell: (b) => t(can(b, "put") ? "business.access.full" : "business.access.readOnly"),
    },
  ];
  const rows = paging.slice(data);
  return (
    <PorticoRoot>
      <DataTable
        caption={t("business.list.caption")}
        columns={columns}
        rows={error ? [] : rows}
        total={data?.length ?? 0}
        {...paging.table}
        getRowKey={(b) => b.id}
        onRowClick={(b) => onOpen(b.id)}
        loading={isFetching}
        error={error ? t("Cannot load business list!") : undefined}
        onRetry={() => refetch()}
        emptyText={t("No business info.")}
      />
    </PorticoRoot>
  );
}
