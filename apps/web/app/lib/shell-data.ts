import type { HeaderMessage, MenuSeriesItem, Variables } from '@shop/contracts/content';

/**
 * What the root loader (root.tsx) gives every page: contacts, header messages, the catalogue menu and
 * the dictionary. Its own module in lib, so the shell, the meta helpers, the form kit and features
 * read the type without importing the root route.
 */
export interface ShellData {
  lang: 'ru' | 'ua';
  origin: string;
  variables: Variables | null;
  headerMessages: HeaderMessage[];
  menuSeries: MenuSeriesItem[];
  /** The dictionary as JSON text (i18n/dictionary-text.ts); null when it failed to load. */
  dictionary: string | null;
  /** The price audience the page was rendered for: `retail`, `professional-7`, … (decision 0010). */
  priceAudience: string;
}
