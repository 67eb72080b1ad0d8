import { SOURCE_PREVIEW_PAGE } from "@portico/sdk/rules";
import { useContactSource, useContactSourceRows } from "../../data/contactSources";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Alert } from "../../ui/Form";
import { useViewState } from "../../ui/useViewState";
import { sourceMessages } from "./i18n";
import { SourceRowsTable } from "./SourceRowsTable";
import * as s from "./sources.css";

/** The view state of {@link ContactSourcePreview}: the page (0-based). */
export interface ContactSourcePreviewState {
  /** @default 0 */
  page?: number;
}

/** Props of {@link ContactSourcePreview}. */
export interface ContactSourcePreviewProps {
  businessId: number;
  sourceId: number;
  state?: ContactSourcePreviewState;
  onStateChange?(next: ContactSourcePreviewState): void;
  className?: string;
}

/**
 * /air2sources/{sid}/detail: the rows of a submitted source, 10 a page from the server. A draft shows no rows
 * (it has none until it is saved).
 * @example <ContactSourcePreview businessId={bid} sourceId={sid} />
 */
export function ContactSourcePreview({ businessId, sourceId, className, ...view }: ContactSourcePreviewProps) {
  useAreaMessages(sourceMessages);
  const { t } = usePortico();
  const [state, setState] = useViewState(view.state, view.onStateChange, { page: 0 });
  const source = useContactSource(businessId, sourceId);
  const submitted = source.data?.status === "submitted";
  const rows = useContactSourceRows(
    businessId,
    sourceId,
    state.page * SOURCE_PREVIEW_PAGE,
    SOURCE_PREVIEW_PAGE,
    submitted,
  );
  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>
          {t("sources.preview.title")}
          {source.data ? `: ${source.data.name}` : ""}
        </h2>
      </div>
      {source.error ? (
        <Alert tone="danger" title={t("sources.loadFailed")}>
          <p>{errorMessage(t, source.error)}</p>
        </Alert>
      ) : !source.data ? (
        <p className={s.muted} role="status" aria-busy="true">
          {t("Loading")}
        </p>
      ) : !submitted ? (
        <p className={s.muted} role="status">
          {t("sources.preview.draft")}
        </p>
      ) : (
        <SourceRowsTable
          columns={source.data.columns}
          rows={rows.data?.rows}
          total={rows.data?.total ?? 0}
          page={state.page}
          pageSize={SOURCE_PREVIEW_PAGE}
          onPageChange={(page) => setState({ page })}
          loading={rows.isFetching}
          error={rows.error}
          onRetry={() => void rows.refetch()}
        />
      )}
    </PorticoRoot>
  );
}
