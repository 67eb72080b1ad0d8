export type { BehaviorReportProps, BehaviorReportState } from "./BehaviorReport";
export { BehaviorReport } from "./BehaviorReport";
