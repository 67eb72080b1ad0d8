import type { ReactNode } from "react";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import * as s from "./catalog.css";
import { catalogMessages } from "./i18n";

/** What the frame reads of an item query. */
interface ItemQuery<T> {
  data?: T;
  error: unknown;
  refetch(): unknown;
}

/**
 * An editor's frame: id 0 renders the form for a new item at once; another id shows loading, then the form with
 * the item, or the error with a retry.
 */
export function CatalogEditorFrame<T>(props: {
  id: number;
  query: ItemQuery<T>;
  className?: string;
  children(item: T | null): ReactNode;
}) {
  useAreaMessages(catalogMessages);
  const { t } = usePortico();
  const { id, query } = props;
  return (
    <PorticoRoot className={cx(s.page, props.className)}>
      {id === 0 ? (
        props.children(null)
      ) : query.error ? (
        <Alert tone="danger" title={t("catalog.loadFailed")}>
          <p>{errorMessage(t, query.error)}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t("Retry")}
          </Button>
        </Alert>
      ) : query.data === undefined ? (
        <p className={s.muted} role="status" aria-busy="true">
          {t("Loading")}
        </p>
      ) : (
        props.children(query.data)
      )}
    </PorticoRoot>
  );
}
