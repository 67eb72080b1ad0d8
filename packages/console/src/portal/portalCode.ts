/** The link code of a guest portal address, `/portal/{code}` (decoded, as react-router's params are), or "". */
export function portalCodeOf(pathname: string): string {
  const match = /^\/portal\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return "";
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
