/** `@portico/react/business`: business and project widgets (switcher, editor, list), their hooks and rules. */
export {};
