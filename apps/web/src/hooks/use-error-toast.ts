import { useEffect } from 'react';
import { showErrorToast } from '@/lib/toasts';

/** Shows `message` as an error toast each time `failed` turns true (a query that failed). */
export function useErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) showErrorToast(message);
  }, [failed, message]);
}
