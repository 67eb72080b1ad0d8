export type { VisitorFiltersProps } from "./VisitorFilters";
export { VisitorFilters } from "./VisitorFilters";
export type { VisitorsReportProps, VisitorsReportState } from "./VisitorsReport";
export { VisitorsReport } from "./VisitorsReport";
