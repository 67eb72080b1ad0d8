/** `@portico/react/ui`: themed primitives on Radix shared by every Portico widget. */

export type { ExportJob, ExportOutput, ExportRequest } from "../data/exports";
export { exportHref, exportKeys, useExportJob } from "../data/exports";
export { mediaKeys } from "../data/mediaKeys";
export type { ImageUploadValue, UploadedImage, UploadedVideo } from "../data/mediaTypes";
export { useCan } from "../data/useCan";
// Uploads (the media layer): imported file by file so that the lazily loaded library dialog stays out of this entry.
export type { ImageUploadProblem, ImageUploadProps } from "../media/ImageUpload";
export { ImageUpload } from "../media/ImageUpload";
export { useSignedUpload } from "../media/useSignedUpload";
export type { VideoUploadProps } from "../media/VideoUpload";
export { VideoUpload } from "../media/VideoUpload";
export { PorticoRoot } from "../theme/PorticoRoot";
export type { ButtonProps } from "./Button";
export { Button } from "./Button";
export type { ConfirmOptions, ConfirmProps } from "./Confirm";
export { Confirm, useConfirm } from "./Confirm";
export type { ReportChartProps, ReportChartSeries, TimePoint } from "./chart/ReportChart";
export { ReportChart } from "./chart/ReportChart";
export type { DataTableColumn, DataTableProps } from "./DataTable";
export { DataTable } from "./DataTable";
export type { DialogProps } from "./Dialog";
export { Dialog } from "./Dialog";
export type { ExportButtonProps, ExportFormat } from "./ExportButton";
export { ExportButton } from "./ExportButton";
export type { FileFieldProps } from "./FileField";
export { FileField, SPREADSHEET_ACCEPT } from "./FileField";
export type { AlertProps } from "./Form";
export { Alert, Form, FormError } from "./Form";
export type { FormDialogProps } from "./FormDialog";
export { FormDialog } from "./FormDialog";
export type { LatLng, MapPickerProps } from "./map";
export { DEFAULT_CENTER, MapPicker } from "./map";
export { PasswordField } from "./PasswordField";
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_STEPS, pageCount, pageRange, pageSizeOptions } from "./pageSizes";
export type { SelectFieldProps } from "./SelectField";
export { SelectField } from "./SelectField";
/** A class that hides an element on screen and keeps it for assistive technology (a label the layout shows otherwise). */
export { visuallyHidden } from "./styles.css";
export type { TextFieldProps } from "./TextField";
export { TextField } from "./TextField";
export type { ToastApi } from "./Toast";
export { successDuration, ToastProvider, useToast } from "./Toast";
export type { WriteControlProps, WriteFieldsetProps, WriteVerb } from "./WriteControl";
export {
  useWriteProps,
  WRITE_CONTROL_ATTR,
  WriteControl,
  WriteFieldset,
  writeControlProps,
} from "./WriteControl";
