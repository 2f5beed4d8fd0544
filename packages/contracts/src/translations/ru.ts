/** Interface strings in Russian, seeded into the translations table and served by GET /translations. */
export const TRANSLATIONS_RU: Record<string, string> = {
  'shell.search': 'Поиск',
};
