import type { ApiLanguage } from '@shop/contracts/i18n';
import { formatMessage } from '@shop/contracts/validation';

/** Messages of sign-in, registration and recovery, in the language of X-Localization. */
const MESSAGES = {
  ru: {
    loginFailed: 'Неверный e-mail или пароль',
    accountInactive: 'Учётная запись отключена. Обратитесь в поддержку',
    loggedOut: 'Вы вышли из аккаунта',
    tooManyLogins: 'Слишком много попыток входа. Попробуйте через несколько минут',
    refreshFailed: 'Сессия истекла, войдите снова',
    codeSent: 'Код отправлен',
    codeMessage: 'Введите код из SMS, отправленного на номер :phone',
    smsText: 'Код подтверждения ProCosmetics: :code',
    smsCountry: 'SMS на номера этой страны не отправляются',
    phoneNotMobile: 'Введите номер мобильного телефона',
    captchaFailed: 'Не удалось подтвердить, что вы не робот. Обновите страницу и попробуйте снова',
    smsTooSoon: 'Новый код можно запросить через :seconds с',
    smsTooMany: 'Слишком много запросов кода. Попробуйте позже',
    smsFailed: 'Не удалось отправить SMS, попробуйте позже',
    codeWrong: 'Неверный код',
    codeExpired: 'Код устарел или не запрашивался, запросите новый',
    codeBurnt: 'Слишком много неверных попыток. Запросите новый код',
    phoneVerified: 'Телефон подтверждён',
    confirmInvalid: 'Подтвердите номер телефона по SMS',
    confirmOtherPhone: 'Этот номер не совпадает с подтверждённым по SMS',
    emailTaken: 'Этот e-mail уже зарегистрирован',
    phoneTaken: 'Этот номер телефона уже зарегистрирован',
    resetSent: 'Если аккаунт с этим e-mail существует, мы отправили на него письмо со ссылкой для восстановления пароля',
    restoreInvalid: 'Ссылка для восстановления пароля недействительна или устарела',
    socialInvalid: 'Не удалось войти через :provider',
    socialUnavailable: 'Вход через :provider сейчас недоступен',
    socialNoEmail: ':provider не передал e-mail. Разрешите доступ к e-mail или зарегистрируйтесь с паролем',
    socialEmailExists: 'Аккаунт с этим e-mail уже есть. Войдите с паролем и привяжите :provider в профиле',
    socialLinkedElsewhere: 'Этот аккаунт :provider уже привязан к другому пользователю',
  },
  ua: {
    loginFailed: 'Невірний e-mail або пароль',
    accountInactive: 'Обліковий запис вимкнено. Зверніться до підтримки',
    loggedOut: 'Ви вийшли з акаунта',
    tooManyLogins: 'Забагато спроб входу. Спробуйте за кілька хвилин',
    refreshFailed: 'Термін дії сесії минув, увійдіть знову',
    codeSent: 'Код надіслано',
    codeMessage: 'Введіть код із SMS, надісланого на номер :phone',
    smsText: 'Код підтвердження ProCosmetics: :code',
    smsCountry: 'SMS на номери цієї країни не надсилаються',
    phoneNotMobile: 'Введіть номер мобільного телефону',
    captchaFailed: 'Не вдалося підтвердити, що ви не робот. Оновіть сторінку та спробуйте знову',
    smsTooSoon: 'Новий код можна запросити через :seconds с',
    smsTooMany: 'Забагато запитів коду. Спробуйте пізніше',
    smsFailed: 'Не вдалося надіслати SMS, спробуйте пізніше',
    codeWrong: 'Невірний код',
    codeExpired: 'Код застарів або не запитувався, запросіть новий',
    codeBurnt: 'Забагато невірних спроб. Запросіть новий код',
    phoneVerified: 'Телефон підтверджено',
    confirmInvalid: 'Підтвердіть номер телефону через SMS',
    confirmOtherPhone: 'Цей номер не збігається з підтвердженим через SMS',
    emailTaken: 'Цей e-mail вже зареєстровано',
    phoneTaken: 'Цей номер телефону вже зареєстровано',
    resetSent: 'Якщо акаунт із цим e-mail існує, ми надіслали на нього лист із посиланням для відновлення пароля',
    restoreInvalid: 'Посилання для відновлення пароля недійсне або застаріле',
    socialInvalid: 'Не вдалося увійти через :provider',
    socialUnavailable: 'Вхід через :provider зараз недоступний',
    socialNoEmail: ':provider не передав e-mail. Дозвольте доступ до e-mail або зареєструйтеся з паролем',
    socialEmailExists: 'Акаунт із цим e-mail вже існує. Увійдіть із паролем і прив’яжіть :provider у профілі',
    socialLinkedElsewhere: 'Цей акаунт :provider вже прив’язано до іншого користувача',
  },
} satisfies Record<ApiLanguage, Record<string, string>>;

export type AuthMessage = keyof (typeof MESSAGES)['ru'];

export function authMessage(lang: ApiLanguage, key: AuthMessage, params: Record<string, string | number> = {}): string {
  return formatMessage(MESSAGES[lang][key], params);
}
