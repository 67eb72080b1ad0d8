import type { Story, StoryDefault } from "@ladle/react";
import { useEffect, useState } from "react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { DataTable, type DataTableColumn } from "./DataTable";
import { DEFAULT_PAGE_SIZE } from "./pageSizes";

export default { title: "UI / DataTable" } satisfies StoryDefault;

interface Device {
  id: number;
  name: string;
  online: boolean;
}
const ALL: Device[] = Array.from({ length: 137 }, (_, i) => ({
  id: i + 1,
  name: `iNode ${i + 1}`,
  online: i % 3 !== 0,
}));
const columns: DataTableColumn<Device>[] = [
  { key: "id", header: "ID", cell: (d) => d.id, width: "80px" },
  { key: "name", header: "Name", cell: (d) => d.name },
  { key: "online", header: "Online", cell: (d) => (d.online ? "●" : "○") },
];

// Stands in for a server page: the table only ever sees one page and the total.
function Paged({ total, fail }: { total: number; fail?: boolean }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [rows, setRows] = useState<Device[] | undefined>();
  useEffect(() => {
    setRows(undefined);
    const id = setTimeout(() => setRows(ALL.slice(0, total).slice(page * size, (page + 1) * size)), 400);
    return () => clearTimeout(id);
  }, [page, size, total]);
  return (
    <DataTable
      columns={columns}
      rows={fail ? undefined : rows}
      total={total}
      page={page}
      pageSize={size}
      onPageChange={setPage}
      onPageSizeChange={(n) => {
        setSize(n);
        setPage(0);
      }}
      getRowKey={(d) => d.id}
      onRowClick={() => {}}
      error={fail ? new Error("Sorry but there was a error") : undefined}
      onRetry={() => {}}
    />
  );
}

export const Light: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="light">
    <Paged total={137} />
  </PorticoStory>
);
Light.argTypes = localeArgTypes;

export const Dark: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale} theme="dark">
    <Paged total={137} />
  </PorticoStory>
);
Dark.argTypes = localeArgTypes;

export const Empty: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <Paged total={0} />
  </PorticoStory>
);
Empty.argTypes = localeArgTypes;

export const Failed: Story<{ locale: Locale }> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <Paged total={0} fail />
  </PorticoStory>
);
Failed.argTypes = localeArgTypes;
