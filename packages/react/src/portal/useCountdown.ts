import { useEffect, useState } from "react";

/**
 * Seconds left of a countdown that restarts whenever `key` or `seconds` changes; 0 when done.
 * @example const left = useCountdown(module.id, 10)
 */
export function useCountdown(key: string, seconds: number): number {
  const [state, setState] = useState({ key, seconds, left: seconds });
  const fresh = state.key !== key || state.seconds !== seconds;
  if (fresh) setState({ key, seconds, left: seconds });
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      setState((s) => (s.key === key && s.left > 0 ? { ...s, left: s.left - 1 } : s));
    }, 1000);
    return () => clearInterval(timer);
  }, [key, seconds]);
  return fresh ? seconds : state.left;
}
