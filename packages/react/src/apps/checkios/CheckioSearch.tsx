import { useEffect, useState } from "react";
import { useCheckinSearch } from "../../data/checkios";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { TextField } from "../../ui/TextField";
import { usePaging } from "../../ui/usePaging";
import { CheckinPicker } from "./CheckinPicker";
import * as s from "./checkios.css";
import { checkioMessages } from "./i18n";
import { RecordsTable } from "./RecordsTable";

/** Props of {@link CheckioSearch}. */
export interface CheckioSearchProps {
  businessId: number;
  /** Preselects a counter (the route's optional cid). */
  checkinId?: number;
  className?: string;
}

/**
 * /apps/checkios/search: a counter's records by order number, name, phone or code, newest first, 20 a page.
 * @example <CheckioSearch businessId={bid} checkinId={3} />
 */
export function CheckioSearch({ businessId, checkinId, className }: CheckioSearchProps) {
  useAreaMessages(checkioMessages);
  const { t } = usePortico();
  const [cid, setCid] = useState(checkinId ?? 0);
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const id = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(id);
  }, [text]);
  const paging = usePaging(`${cid}-${q}`);
  const found = useCheckinSearch(businessId, cid, q, paging.startIndex, paging.size);
  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("checkios.search.title")}</h2>
      </div>
      <div className={s.filters}>
        <CheckinPicker businessId={businessId} value={cid} onChange={setCid} />
        <TextField
          label={t("checkios.search.query")}
          type="search"
          maxLength={100}
          value={text}
          onChange={setText}
          hint={t("checkios.search.hint")}
        />
      </div>
      <RecordsTable
        rows={found.data?.hits}
        total={found.data?.total ?? 0}
        paging={paging.table}
        loading={found.isFetching}
        error={found.error}
        onRetry={() => void found.refetch()}
      />
    </PorticoRoot>
  );
}
