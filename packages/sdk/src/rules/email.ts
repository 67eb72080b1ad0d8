// The shape the server's `format: email` accepts: local@domain.tld, no spaces. One copy for every form.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * True for an e-mail address in the contract's format (surrounding blanks ignored).
 * @example isEmail(" demo@portico.dev ") // true; isEmail("demo@portico") // false
 */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
