import { useLotteryData } from "../../data/lotteries";
import { usePortico } from "../../provider/context";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { usePaging } from "../../ui/usePaging";

type Data = NonNullable<ReturnType<typeof useLotteryData>["data"]>;
type Prize = Data["prizes"][number];
type Candidate = Data["candidates"][number];

/** Props of {@link LotteryDataTables}. */
export interface LotteryDataTablesProps {
  businessId: number;
  lotteryId: number;
}

/**
 * A lottery's data: the prizes with their winners, and the candidates paged on the server (20 a page), each row
 * with the columns of the imported sheet.
 * @example <LotteryDataTables businessId={bid} lotteryId={id} />
 */
export function LotteryDataTables({ businessId, lotteryId }: LotteryDataTablesProps) {
  const { t } = usePortico();
  const paging = usePaging(String(lotteryId));
  const data = useLotteryData(businessId, lotteryId, paging.startIndex, paging.size);
  const prizeColumns: DataTableColumn<Prize>[] = [
    { key: "name", header: t("lotteries.prize.name"), cell: (p) => p.name },
    { key: "quantity", header: t("lotteries.prize.quantity"), cell: (p) => p.quantity },
    {
      key: "winners",
      header: t("lotteries.prize.winners"),
      cell: (p) => (p.winners.length ? p.winners.map((w) => w.name).join(", ") : t("lotteries.prize.notDrawn")),
    },
  ];
  const extra = (data.data?.columns ?? []).slice(0, 6);
  const candidateColumns: DataTableColumn<Candidate>[] = [
    { key: "id", header: t("lotteries.candidate.id"), cell: (c) => c.id },
    ...extra.map((name) => ({ key: `f:${name}`, header: name, cell: (c: Candidate) => c.fields[name] ?? "" })),
  ];
  const prizes = data.data?.prizes;
  return (
    <>
      <DataTable
        caption={t("lotteries.prizes")}
        columns={prizeColumns}
        rows={prizes}
        total={prizes?.length ?? 0}
        page={0}
        pageSize={Math.max(prizes?.length ?? 0, 20)}
        onPageChange={() => {}}
        getRowKey={(p) => p.id}
        loading={data.isLoading}
        error={data.error}
        onRetry={() => void data.refetch()}
        emptyText={t("lotteries.prizes.empty")}
      />
      <DataTable
        caption={t("lotteries.candidates")}
        {...paging.table}
        columns={candidateColumns}
        rows={data.data?.candidates}
        total={data.data?.candidateCount ?? 0}
        getRowKey={(c) => c.id}
        loading={data.isFetching}
        error={data.error}
        onRetry={() => void data.refetch()}
        emptyText={t("lotteries.candidates.empty")}
      />
    </>
  );
}
