/** Interface strings in Ukrainian, seeded into the translations table and served by GET /translations. */
export const TRANSLATIONS_UA: Record<string, string> = {
  'shell.search': 'Пошук',
};
