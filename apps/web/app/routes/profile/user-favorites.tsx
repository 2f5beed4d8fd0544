import { FavouritesPage } from '../../features/favourites/favourites-page.tsx';

export default function UserFavoritesRoute() {
  return <FavouritesPage />;
}
