/** The content screens' words in Ukrainian. */
const html = 'HTML: абзаци, списки, посилання; сайт очищує його під час показу';

export const headerMessagesUa = {
  name: 'Повідомлення в шапці |||| Повідомлення в шапці',
  fields: { id: 'ID', title: 'Текст', title_ru: 'Текст (рос.)', title_uk: 'Текст (укр.)', active: 'Показується', sort: 'Порядок' },
};

export const faqsUa = {
  name: 'Питання FAQ |||| FAQ',
  htmlHelp: html,
  fields: {
    id: 'ID',
    question: 'Питання',
    question_ru: 'Питання (рос.)',
    question_uk: 'Питання (укр.)',
    answer_ru: 'Відповідь (рос.)',
    answer_uk: 'Відповідь (укр.)',
    published: 'Опубліковано',
    sort: 'Порядок',
  },
};

export const cooperationTermsUa = {
  name: 'Умова співпраці |||| Умови співпраці',
  htmlHelp: html,
  fields: {
    id: 'ID',
    title: 'Заголовок',
    title_ru: 'Заголовок (рос.)',
    title_uk: 'Заголовок (укр.)',
    summary_ru: 'Коротко (рос.)',
    summary_uk: 'Коротко (укр.)',
    body_ru: 'Текст (рос.)',
    body_uk: 'Текст (укр.)',
    published: 'Опубліковано',
    sort: 'Порядок',
  },
};
