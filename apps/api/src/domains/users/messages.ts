import { messageTable, type MessageKey } from '../../core/messages.ts';

/** Messages of the profile, documents and password change, in the language of X-Localization. */
export const usersMessage = messageTable({
  ru: {
    codeUnknown: 'Код косметолога или дистрибьютора не найден',
    codeOwn: 'Нельзя привязаться к собственному коду',
    currentPasswordRequired: 'Введите текущий пароль',
    currentPasswordWrong: 'Неверный текущий пароль',
    passwordChanged: 'Пароль изменён',
    fileRequired: 'Прикрепите хотя бы один файл',
    fileType: 'Допустимы только файлы PDF, JPEG и PNG',
    fileMismatch: 'Содержимое файла «:name» не соответствует его расширению',
    fileTooLarge: 'Файл больше :size МБ',
    tooManyFiles: 'За один раз можно загрузить не больше :count файлов',
    filesQuota: 'Загружено слишком много документов. Дождитесь проверки уже загруженных',
    filesUploaded: 'Документы загружены и отправлены на проверку',
    fileMissing: 'Документ не найден',
  },
  ua: {
    codeUnknown: 'Код косметолога або дистриб’ютора не знайдено',
    codeOwn: 'Не можна прив’язатися до власного коду',
    currentPasswordRequired: 'Введіть поточний пароль',
    currentPasswordWrong: 'Невірний поточний пароль',
    passwordChanged: 'Пароль змінено',
    fileRequired: 'Прикріпіть хоча б один файл',
    fileType: 'Допустимі лише файли PDF, JPEG і PNG',
    fileMismatch: 'Вміст файлу «:name» не відповідає його розширенню',
    fileTooLarge: 'Файл більший за :size МБ',
    tooManyFiles: 'За один раз можна завантажити не більше :count файлів',
    filesQuota: 'Завантажено забагато документів. Дочекайтеся перевірки вже завантажених',
    filesUploaded: 'Документи завантажено та надіслано на перевірку',
    fileMissing: 'Документ не знайдено',
  },
});

export type UsersMessage = MessageKey<typeof usersMessage>;
