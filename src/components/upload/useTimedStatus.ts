import { useCallback, useEffect, useRef, useState } from 'react';

export interface UploadStatus {
  severity: 'success' | 'warning' | 'error' | 'info';
  text: string;
  /** Further lines under the text (a refused file and the server's reason). */
  details?: string[];
}

/**
 * An upload form's status line, which clears itself `ms` after it was last set (spec §9: 3 s
 * video, 5 s images); `show(status, { stays: true })` keeps a step's status until the next one.
 */
export function useTimedStatus(ms: number) {
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: UploadStatus, { stays = false }: { stays?: boolean } = {}) => {
      clearTimeout(timer.current);
      setStatus(next);
      if (!stays) timer.current = setTimeout(() => setStatus(null), ms);
    },
    [ms],
  );
  return [status, show] as const;
}
