/** The content screens' words in Russian. */
const html = 'HTML: абзацы, списки, ссылки; сайт очищает его при показе';

export const headerMessagesRu = {
  name: 'Сообщение в шапке |||| Сообщения в шапке',
  fields: { id: 'ID', title: 'Текст', title_ru: 'Текст (рус.)', title_uk: 'Текст (укр.)', active: 'Показывается', sort: 'Порядок' },
};

export const faqsRu = {
  name: 'Вопрос FAQ |||| FAQ',
  htmlHelp: html,
  fields: {
    id: 'ID',
    question: 'Вопрос',
    question_ru: 'Вопрос (рус.)',
    question_uk: 'Вопрос (укр.)',
    answer_ru: 'Ответ (рус.)',
    answer_uk: 'Ответ (укр.)',
    published: 'Опубликован',
    sort: 'Порядок',
  },
};

export const cooperationTermsRu = {
  name: 'Условие сотрудничества |||| Условия сотрудничества',
  htmlHelp: html,
  fields: {
    id: 'ID',
    title: 'Заголовок',
    title_ru: 'Заголовок (рус.)',
    title_uk: 'Заголовок (укр.)',
    summary_ru: 'Кратко (рус.)',
    summary_uk: 'Кратко (укр.)',
    body_ru: 'Текст (рус.)',
    body_uk: 'Текст (укр.)',
    published: 'Опубликовано',
    sort: 'Порядок',
  },
};
