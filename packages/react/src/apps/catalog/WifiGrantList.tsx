import { useRemoveWifiGrant, useWifiGrants, type WifiGrant } from "../../data/catalog";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { usePortico } from "../../provider/context";
import type { PagingState } from "../../ui/usePaging";
import { CatalogListPage } from "./CatalogListPage";

/** Props of {@link WifiGrantList}. */
export interface WifiGrantListProps {
  businessId: number;
  state?: PagingState;
  onStateChange?(next: PagingState): void;
  className?: string;
}

/**
 * /apps/wifigrants: the WiFi grant apps of a business (how long a grant lets a guest on, grants so far); remove asks
 * first. Guests already let on keep their session.
 * @example <WifiGrantList businessId={bid} />
 */
export function WifiGrantList({ businessId, ...props }: WifiGrantListProps) {
  const { t, locale } = usePortico();
  const list = useWifiGrants(businessId);
  const remove = useRemoveWifiGrant(businessId);
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium" });
  return (
    <CatalogListPage<WifiGrant>
      {...props}
      businessId={businessId}
      title={t("catalog.grants.title")}
      empty={t("catalog.grants.empty")}
      query={list}
      removeConfirm={(x) => t("catalog.grants.removeConfirm", { name: x.name })}
      remove={(x) => remove.mutateAsync(x.id)}
      columns={[
        { key: "name", header: t("catalog.col.name"), cell: (x) => x.name },
        { key: "minutes", header: t("catalog.grants.col.minutes"), cell: (x) => x.minutes },
        { key: "count", header: t("catalog.grants.col.count"), cell: (x) => x.grantCount },
        {
          key: "created",
          header: t("catalog.grants.col.created"),
          cell: (x) => date.format(new Date(x.createdTs * 1000)),
        },
      ]}
    />
  );
}
