import { type Context, createContext, useContext } from "react";

/** The error every Portico hook throws outside the provider. */
export function outsideProviderError(hookName: string): Error {
  return new Error(`\`${hookName}\` must be used within \`<PorticoProvider>\``);
}

/**
 * The one helper that makes every Portico context and its hook: the hook throws
 * "`useX` must be used within `<PorticoProvider>`" when no provider is above it.
 * @example const [ToastContext, useToast] = createPorticoContext<ToastApi>("useToast");
 */
export function createPorticoContext<T>(hookName: string): readonly [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  context.displayName = hookName.replace(/^use/, "");
  // biome-ignore lint/correctness/noComponentHookFactories: made once per context at module level, never per render
  function useValue(): T {
    const value = useContext(context);
    if (value === null) throw outsideProviderError(hookName);
    return value;
  }
  return [context, useValue] as const;
}
