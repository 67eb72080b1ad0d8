/** `@portico/sdk/rules`: the specification's validation rules and formulas, pure and unit-tested. */
export { DEFAULT_NAME_LENGTH, isNameLengthValid, nameLength } from "./nameLength";
