import { FAVOURITES_MAX, type Favourite } from '@shop/contracts/favourites';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { HttpError } from '../../core/errors.ts';
import { messageTable } from '../../core/messages.ts';
import * as repo from './favourites.repository.ts';

const favouritesMessage = messageTable({
  ru: { productMissing: 'Товар не найден', full: 'В избранном может быть не больше :count товаров' },
  ua: { productMissing: 'Товар не знайдено', full: 'В обраному може бути не більше :count товарів' },
});

export async function listFavourites(deps: ApiDeps, userId: number): Promise<Favourite[]> {
  return (await repo.listFavouriteIds(deps.database.db, userId)).map((productId) => ({ productId }));
}

/** Adds a published product; adding it again changes nothing. True when it was new. */
export async function addFavourite(deps: ApiDeps, userId: number, productId: number, lang: ApiLanguage): Promise<boolean> {
  const { db } = deps.database;
  if (!(await repo.isPublishedProduct(db, productId))) throw new HttpError(404, favouritesMessage(lang, 'productMissing'));
  if ((await repo.countFavourites(db, userId)) >= FAVOURITES_MAX) {
    throw new HttpError(409, favouritesMessage(lang, 'full', { count: FAVOURITES_MAX }));
  }
  return repo.addFavourite(db, userId, productId);
}

export async function removeFavourite(deps: ApiDeps, userId: number, productId: number): Promise<void> {
  await repo.removeFavourite(deps.database.db, userId, productId);
}
