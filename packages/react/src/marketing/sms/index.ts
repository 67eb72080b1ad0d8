/** The sms part of `@portico/react/marketing`: its widgets, their props and state types. */
export {};
