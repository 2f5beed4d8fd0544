import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell-data.ts';

/** Shell data of the root loader; absent only when the root loader itself failed. */
export function useShell(): ShellData {
  return (
    useRouteLoaderData<ShellData>('root') ?? {
      lang: 'ru',
      origin: '',
      variables: null,
      headerMessages: [],
      menuSeries: [],
      dictionary: null,
      priceAudience: 'retail',
    }
  );
}
