import { createContext, useContext } from "react";

/** The console's current business and what screens may ask of it. */
export interface ConsoleBusiness {
  /** The current business id (0: none chosen yet). */
  bid: number;
  /** leftMenuType of the environment (undefined while it loads). */
  menuType: string | undefined;
  /** The route names a business the caller cannot see: the 404 page shows instead of any data. */
  notFound: boolean;
  /** The last screen visited that is not the business editor (closing the editor goes back there). */
  sectionPath(): string | null;
  /** Switches to another business, keeping the current section. */
  switchTo(bid: number): void;
  /** Opens the new-business dialog. */
  openNewBusiness(): void;
  /** Call after the business editor removed a business: selects the next one, or bid 0 with the new-business dialog. */
  removed(bid: number): void;
}

const Ctx = createContext<ConsoleBusiness | null>(null);

/** Provides the current business to the shell's screens. */
export const ConsoleBusinessProvider = Ctx.Provider;

/** The console's current business; only inside the shell. */
export function useConsoleBusiness(): ConsoleBusiness {
  const v = useContext(Ctx);
  if (!v) throw new Error("useConsoleBusiness must be used within the console shell");
  return v;
}
