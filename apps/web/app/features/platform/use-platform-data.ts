import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';

/**
 * One signed-in read of the platform's API, made in the browser (the server renders only the frame,
 * so no page's HTML holds a user's data). `error` is the status of a refused call (404, 403…).
 */
export function usePlatformData<T>(path: string | null): { data: T | null; error: number | null } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<number | null>(null);
  useEffect(() => {
    if (!path) return;
    let live = true;
    setError(null);
    browserApi
      .get<{ data: T }>(path)
      .then((answer) => live && setData(answer.data))
      .catch((failure: unknown) => live && setError(failure instanceof ApiError ? failure.status : 500));
    return () => {
      live = false;
    };
  }, [path]);
  return { data, error };
}
