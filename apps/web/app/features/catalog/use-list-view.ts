import { useSearchParams } from 'react-router';
import type { ViewMode } from './product-tile.tsx';

/** The view mode from the URL: switching it does not reload the list (see onlyViewChanged). */
export function useListView(): ViewMode {
  const [params] = useSearchParams();
  return params.get('view') === 'list' ? 'list' : 'grid';
}
