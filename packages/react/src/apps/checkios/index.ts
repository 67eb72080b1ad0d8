export { CheckinPicker, type CheckinPickerProps } from "./CheckinPicker";
export { CheckioEditor, type CheckioEditorProps } from "./CheckioEditor";
export { CheckioExport, type CheckioExportProps } from "./CheckioExport";
export { CheckioList, type CheckioListProps } from "./CheckioList";
export { CheckioSearch, type CheckioSearchProps } from "./CheckioSearch";
export { HolidayPickup, type HolidayPickupProps } from "./HolidayPickup";
export { checkioMessages } from "./i18n";
export {
  checkioEditorPath,
  checkioExportPath,
  checkioListPath,
  checkioSearchPath,
  supplierReportPath,
} from "./paths";
export { SupplierReport, type SupplierReportProps } from "./SupplierReport";
