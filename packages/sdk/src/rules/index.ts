/** `@portico/sdk/rules`: the specification's validation rules and formulas, pure and unit-tested. */
export { isAccessCode } from "./accessCode";
export type { DurationParts } from "./accessDuration";
export {
  durationToSeconds,
  SECONDS_PER_DAY,
  SECONDS_PER_HOUR,
  SECONDS_PER_MINUTE,
  secondsToDuration,
} from "./accessDuration";
export type {
  ActivityModule,
  AutoSkipCheckOption,
  ModuleType,
  SkipModule,
  SkipModuleMode,
} from "./activityModules";
export {
  ACTIVITY_DEFAULTS,
  activityName,
  applySkipModuleChoice,
  autoSkipOptions,
  DEFAULT_ACCESS_DURATION,
  DEFAULT_FREE_DURATION,
  DUPLICATE_SUFFIX,
  duplicateName,
  MODULE_TYPES,
  markModuleFlags,
  moduleTypesFor,
  newModuleId,
  parseAnalyticsFunctions,
  REDIRECT_ACTIVITY_DELAY_GRANT,
  SKIP_GRANT_DURATIONS,
  skipModuleSlots,
  UNNAMED_ACTIVITY,
} from "./activityModules";
// apps: bookings (booking price formulas and the v2.0 booking config)
export type {
  BookingChoice,
  BookingFormula,
  BookingPriceFields,
  BookingPriceResult,
  FormulaCheck,
  FormulaProblem,
} from "./bookingFormula";
export {
  checkCouponDerivation,
  checkFormulas,
  DEFAULT_BOOKING_FORMULAS,
  DEFAULT_TOTAL_DERIVATION,
  evaluateBookingPrice,
  FORMULA_FUNCTIONS,
  FORMULA_MAX_COUNT,
  FORMULA_MAX_LENGTH,
  FORMULA_NAME_PATTERN,
  FORMULA_VARIABLES,
  formulaVariables,
  roundMoney,
} from "./bookingFormula";
export type {
  AvailableDate,
  BookingConfig,
  BookingCoupon,
  BookingForm,
  MethodChoice,
  MinMax,
  TrackingCode,
} from "./bookingFormulaConfig";
export {
  BOOKING_CONFIG_VERSION,
  BOOKING_COPY_SUFFIX,
  bookingConfigProblems,
  bookingCopyName,
  COUPON_PREFIX_PATTERN,
  configVersionOnSave,
  couponActive,
  DEFAULT_COUPON_CODE_COUNT,
  dayOf,
  defaultBookingConfig,
  endOfDayTs,
  MAX_COUPON_CODE_COUNT,
  METHOD_VALUE_SUFFIX_LENGTH,
  methodValue,
  startOfDayTs,
  withConfigDefaults,
} from "./bookingFormulaConfig";
// catalog (issue 17): payments, vouchers, one-page bookings, vendor config
export type { Installment } from "./catalog";
export {
  BOOKING_LANGUAGES,
  CODE_PREFIX_MAX,
  INSTALLMENTS,
  isCodePrefix,
  isHttpUrl,
  isQrSize,
  PAYMENT_PROVIDERS,
  QR_SIZE_DEFAULT,
  QR_SIZE_MAX,
  QR_SIZE_MIN,
  QR_SIZE_STEP,
  QR_SIZES,
} from "./catalog";

export {
  CHANNELS_DEFAULT_DAYS,
  CHANNELS_HOURLY_MAX_DAYS,
  CHANNELS_MAX_DAYS,
  chartResolution,
  DOMAIN_SEARCH_MAX_DAYS,
  formatBandwidth,
  lastDaysIn,
  rangeDays,
  rangeProblem,
  rangeSeconds,
  TOP_DOMAINS_MAX_DAYS,
  usageParts,
  WIFI_LOG_DEFAULT_LINES,
} from "./channelsRange";
// apps: checkios (check-in/out counters)
export type { CheckioExportMode, CheckioRange, CheckioRecordKind, CorrectedCheckioRange } from "./checkios";
export {
  CHECKIO_EXPORT_MAX_SPAN,
  CHECKIO_EXPORT_MIN_DAY,
  CHECKIO_EXPORT_MODES,
  CHECKIO_PAGE_SIZE,
  CHECKIO_RECORD_KINDS,
  correctCheckioRange,
  supplierReportUrl,
} from "./checkios";
export type { ProbeUrlEntry } from "./configSave";
export {
  DEVICE_SAVE_STRIPPED_LAN_FIELDS,
  GROUP_SAVE_STRIPPED_LAN_FIELDS,
  removeEmptyProbeUrls,
  stripForDeviceSave,
  stripForGroupSave,
} from "./configSave";
export type { INodeStatusFilter } from "./constants";
export {
  AP_STATISTICS_MAX_SSIDS,
  AP_STATISTICS_PERIODS,
  DEFAULT_AP_STATISTICS_PERIOD,
  DEFAULT_CHANNELS,
  DEFAULT_DHCP_LEASE,
  DEFAULT_DNS,
  DEFAULT_FIRST_SETTING_NAME,
  DEFAULT_INODE_GROUP_NAME,
  DEFAULT_INODE_NAME,
  DEFAULT_LAN_MASK,
  DEFAULT_RATE_LIMIT,
  DEFAULT_SLOT_COUNT,
  DEFAULT_TIME_ZONE,
  DEVICE_MAP_HEIGHT,
  DEVICE_MAP_PAGE_SIZE,
  defaultLanAddress,
  INODE_STATUS_FILTERS,
  LAYER_OPACITY_DEFAULT,
  MAP_DEFAULT_CENTER,
  MAP_ZOOM,
  MONITORING_PERIODS,
  periodSeconds,
  SITE_SURVEY_CHANNELS,
  SITE_SURVEY_WIDTHS,
  STATISTICS_POLL_MS,
  STATISTICS_WINDOW,
  UNASSIGNED_GROUP_ID,
} from "./constants";
export type { DashboardPeriod, DashboardRangeProblem } from "./dashboardRange";
export {
  correctDashboardRange,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_PERIODS,
  dashboardRangeProblem,
  daysInRange,
  periodRange,
  previousRange,
} from "./dashboardRange";
export type { DateSelection } from "./dateSelector";
export {
  DATE_SELECTOR_MIN_YEAR,
  DATE_SELECTOR_YEARS_AHEAD,
  dateSelectorMaxYear,
  daysInMonth,
  normalizeDateSelection,
} from "./dateSelector";
export {
  checkedValues,
  DYNAMIC_FORM_MESSAGES,
  type DynamicFormProblem,
  dynamicFormProblem,
  dynamicFormProblems,
  type FormField,
  type FormValue,
  type FormValues,
  hasValue,
  isBooleanField,
} from "./dynamicForm";
export { isEmail } from "./email";
export type { ImageLimitProblem, ImageLimits, ImageVariant } from "./fileSize";
export {
  BANNER_IMAGE_LIMITS,
  checkImageLimits,
  DEFAULT_IMAGE_MAX_HEIGHT,
  DEFAULT_IMAGE_MAX_SIZE,
  DEFAULT_IMAGE_MAX_WIDTH,
  DEFAULT_VIDEO_MAX_SIZE,
  FAVICON_IMAGE_LIMITS,
  formatFileSize,
  IMAGE_VARIANT_WIDTHS,
  INVALID_FILE_TYPE,
  NO_BUSINESS_FOR_UPLOAD,
  PICTURE_SEARCH_PAGE_SIZE,
  parseFileSize,
  pickImageVariant,
} from "./fileSize";
export type { DateTimeInput } from "./genericValidators";
export {
  emptyToNull,
  isFilled,
  isWithinDateTime,
  matches,
  notBlacklisted,
  numberOnly,
  withinDuplicateCount,
} from "./genericValidators";
export type { HostListOptions } from "./hostList";
export { invalidHostItems, isHostListItem, isHostName, splitList } from "./hostList";
export type { NetworkRuleTexts, RuleTextKey, RuleTexts } from "./i18n/en";
// One language's texts each (general and network-detail), so that a widget's language chunk carries its own
// language only (spreading `RULE_TEXTS.en` would bundle all five languages into the English catalogue).
export { general as RULE_TEXTS_EN, network as NETWORK_RULE_TEXTS_EN } from "./i18n/en";
export { general as RULE_TEXTS_JA, network as NETWORK_RULE_TEXTS_JA } from "./i18n/ja";
export { general as RULE_TEXTS_RU, network as NETWORK_RULE_TEXTS_RU } from "./i18n/ru";
export { general as RULE_TEXTS_TW, network as NETWORK_RULE_TEXTS_TW } from "./i18n/tw";
export { general as RULE_TEXTS_ZH, network as NETWORK_RULE_TEXTS_ZH } from "./i18n/zh";
export type { ImageHeader } from "./imageHeader";
export { IMAGE_TYPES, readImageHeader } from "./imageHeader";
export { isIPInRange } from "./ipRange";
export { ipv4ToNumber, isIPv4, numberToIPv4 } from "./ipv4";
export { invalidMacItems, isMac, normalizeMac } from "./macList";
export { MENU_TYPES, type MenuType, toMenuType } from "./menuTypes";
export type { RuleMessageKey } from "./messages";
export { NETWORK_RULE_TEXTS, RULE_MESSAGES, RULE_TEXTS } from "./messages";
export { defaultModuleText, MODULE_DEFAULT_TEXTS } from "./moduleDefaults";
export { DEFAULT_NAME_LENGTH, isNameLengthValid, nameLength } from "./nameLength";
export { isNetmask, netmaskToPrefix, prefixToNetmask, sameSubnet } from "./netmask";
export type { FieldProblems, RuleProblem } from "./networkDetail";
export {
  NETWORK_BOUNDS,
  networkDetailProblems,
  networkSettingsProblems,
  SSID_NAME_MAX,
  WIFI_KEY_MAX,
  WIFI_KEY_MIN,
} from "./networkDetail";
// orders: statuses of a booking's order
export type { OrderStatus } from "./orderStatus";
export {
  BOOKING_RESULT_PAGE_SIZE,
  canMoveOrder,
  isOrderCancelable,
  ORDER_STATUSES,
  orderDays,
  orderHoldsStock,
} from "./orderStatus";
export type { UiLocale } from "./portalLocale";
export { matchPortalLanguage, portalLocaleCode, portalUiLocale } from "./portalLocale";
export { stepAfterAutoSkip } from "./portalSteps";
export type { ModuleTextField, ModuleTexts } from "./portalTexts";
export {
  activeLocales,
  localeText,
  localizeModule,
  MODULE_TEXT_FIELDS,
  moduleTextProblems,
  moduleTexts,
} from "./portalTexts";
export type { DayRange } from "./reportRange";
export {
  AGE_AXIS,
  addDays,
  ageBucket,
  BEHAVIOR_DEFAULT_DAYS,
  BEHAVIOR_MAX_DAYS,
  correctBehaviorRange,
  dayCount,
  isDay,
  LOCATION_CHART_MIN_HEIGHT,
  lastDays,
  VISITOR_SEARCH_FIELDS,
  VISITOR_SEARCH_LIMIT,
  VISITORS_DEFAULT_DAYS,
  zonedDayEnd,
  zonedDayStart,
} from "./reportRange";
export { DEFAULT_ROAMING_CHANNELS, nextRoamingChannelName, roamingChannelName } from "./roamingChannel";
export { appendRolling } from "./rollingWindow";
export type { SafeLinkOptions } from "./safeLink";
export { isSafeLink } from "./safeLink";
export type { DayKey, ScheduleEntryLike } from "./schedule";
export {
  calendarDateProblem,
  dayKey,
  isScheduleDateEditable,
  isScheduleEntryEditable,
  scheduleDeleteProblem,
  scheduleEntryProblem,
} from "./schedule";
export type { SegmentConditionLike } from "./segmentConditions";
export {
  checkSegmentConditions,
  clampAge,
  SEGMENT_AGE_MAX,
  SEGMENT_AGE_MIN,
  SEGMENT_FIELD_OP,
  SMS_NAME_TOKEN,
} from "./segmentConditions";

export type { SourceColumnLike, SourceColumnProblem, SourceDataType } from "./sourceColumns";
export {
  DEFAULT_STRING_COLUMN_LENGTH,
  isSourceColumnName,
  MAX_STRING_COLUMN_LENGTH,
  newSourceColumn,
  SOURCE_COLUMN_NAME,
  SOURCE_DATA_TYPES,
  SOURCE_PREVIEW_PAGE,
  sourceColumnProblems,
} from "./sourceColumns";
export type { SsidLike, WifiBand } from "./ssid";
export {
  applyWizardSsidNames,
  defaultSsidName,
  disableSsid,
  enableSsid,
  firstWizardSsids,
  isSsidCountValid,
  SSID_COUNT_MAX,
  SSID_COUNT_MIN,
  wizardSsidName,
} from "./ssid";
export type { StaticAddress, StaticAddressProblems } from "./staticWan";
export { validateStaticWan } from "./staticWan";
export { isSameSubnetGroup, subnetOutliers } from "./subnetGroup";
export { isVlanId, VLAN_OPTIONS_MAX, vlanIdOptions } from "./vlanOptions";
export type { LanLike, WanLike, WanMode } from "./wanModeChange";
export { applyWanModeChange, DEFAULT_VLAN_ID } from "./wanModeChange";
export type { VlanEntryInput } from "./wanVlans";
export { groupWanVlansProblems, vlanEntriesProblems } from "./wanVlans";
export { fromLocalInput, timeOfTs, toLocalInput, wallToEpoch, zonedTs, zoneOffsetMs } from "./zonedTime";
