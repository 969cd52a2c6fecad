import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` (a search box's text, so the server is asked once per pause). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
