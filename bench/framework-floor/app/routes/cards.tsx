import { useLoaderData } from 'react-router';
import { markupElements } from '../../../lib/markup-elements.ts';
import { floorData } from '../floor-data.ts';

/** The twelve products as loader data, so the page carries them as hydration data like a shop page. */
export function loader() {
  return { products: floorData().products };
}

export function meta() {
  return [{ title: 'Каталог' }];
}

export default function Cards() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <main data-products={products.length}>
      <h1>Каталог</h1>
      {markupElements(floorData().grid)}
    </main>
  );
}
