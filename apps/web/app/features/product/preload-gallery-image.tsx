import type { Image } from '@shop/contracts/catalog';
import { preload } from 'react-dom';
import { fallbackWidth, imageFileUrl, imageSrcSet } from '../../components/ui/responsive-image.tsx';
import { GALLERY_SIZES } from './product-gallery.tsx';

/** Asks for the main product image from the document head: the page's largest paint. */
export function PreloadGalleryImage({ image }: { image: Image }) {
  preload(imageFileUrl(image, fallbackWidth(image)), {
    as: 'image',
    imageSrcSet: imageSrcSet(image),
    imageSizes: GALLERY_SIZES,
    fetchPriority: 'high',
  });
  return null;
}
