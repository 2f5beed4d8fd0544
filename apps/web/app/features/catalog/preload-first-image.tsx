import type { Image } from '@shop/contracts/catalog';
import { preload } from 'react-dom';
import { imageFileUrl, fallbackWidth, imageSrcSet } from '../../components/ui/responsive-image.tsx';
import { GRID_SIZES, LIST_SIZES } from './product-tile.tsx';
import type { ViewMode } from './product-tile.tsx';

/**
 * Asks the browser for the first tile's image from the document head, before it parses the body:
 * it is the largest paint of a list page on phones.
 */
export function PreloadFirstImage({ image, view }: { image: Image; view: ViewMode }) {
  preload(imageFileUrl(image, fallbackWidth(image)), {
    as: 'image',
    imageSrcSet: imageSrcSet(image),
    imageSizes: view === 'list' ? LIST_SIZES : GRID_SIZES,
    fetchPriority: 'high',
  });
  return null;
}
