import { messageTable } from '../../core/messages.ts';

/** Messages of the professional applications' review, in the language of X-Localization. */
export const applicationsMessage = messageTable({
  ru: {
    alreadyDecided: 'По этой заявке уже принято решение',
    nothingToDecide: 'У этого пользователя нет документов на проверке',
    fileGone: 'Файл документа не найден',
  },
  ua: {
    alreadyDecided: 'Щодо цієї заявки вже ухвалено рішення',
    nothingToDecide: 'У цього користувача немає документів на перевірці',
    fileGone: 'Файл документа не знайдено',
  },
});
