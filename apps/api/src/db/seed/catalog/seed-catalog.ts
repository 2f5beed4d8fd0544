import type { Db } from '../../client.ts';

export interface CatalogSeedOptions {
  products: number;
  images: boolean;
  mediaDir: string;
}

/** Demo catalogue: brands, series, categories, ingredients, tags, attributes, products, images. */
export async function seedCatalog(_db: Db, _options: CatalogSeedOptions): Promise<void> {
  // Filled in by the catalogue seed (see seed/catalog/).
}
