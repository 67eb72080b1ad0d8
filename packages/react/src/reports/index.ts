/**
 * `@portico/react/reports`: the reports of a business: the performance dashboard every sign-in lands on, visitors,
 * behaviour, and the channels dashboard with its domain search and the green dashboard. Each report lives in its
 * own folder (dashboard/, visitors/, behavior/, channels/) with its own texts.
 */

export * from "./behavior";
export * from "./visitors";
