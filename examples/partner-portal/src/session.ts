/** The partner's own token storage; Portico widgets read it through the provider's getToken. */
export const session = {
  get: (): string | null => sessionStorage.getItem("acme-portico-token"),
  set: (token: string) => sessionStorage.setItem("acme-portico-token", token),
  clear: () => {
    sessionStorage.removeItem("acme-portico-token");
    sessionStorage.removeItem("acme-business");
  },
  /** The property (business) the partner last looked at, so a reload keeps it. */
  business: {
    get: (): number | null => Number(sessionStorage.getItem("acme-business")) || null,
    set: (bid: number) => sessionStorage.setItem("acme-business", String(bid)),
  },
};
