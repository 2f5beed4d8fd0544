import { messageTable } from '../../core/messages.ts';

/** The checkout's own messages, Russian and Ukrainian (SPEC §8 for the stock shortage). */
export const checkoutMessage = messageTable({
  ru: {
    priceMissing: 'Этого товара или его варианта больше нет в продаже',
    otherProduct: 'Вариант не относится к этому товару',
    duplicate: 'Этот товар уже есть в списке',
    sampleNotOffered: 'Этот пробник недоступен для вашего заказа',
    tooManySamples: 'Пробников можно выбрать не больше: :count',
    shortage: 'Товаров не осталось на складе',
    deliveryMissing: 'Этот способ доставки недоступен',
    lockerNeedsPrepayment: 'Доставка в почтомат возможна только для оплаченных заказов: выберите оплату картой',
    invoiceNotAllowed: 'Оплата по счёту доступна только косметологам и дистрибьюторам',
    idempotencyConflict: 'Этот заказ уже оформлен с другими данными: обновите страницу и попробуйте снова',
    tooManyKeys: 'Слишком много товаров: не больше :count',
    tooLarge: 'Сумма заказа слишком велика: разделите его на несколько заказов',
    tempDiscount: 'Временная скидка 5 %',
    firstOrder: 'Скидка 5 % на первый заказ',
    paymentDescription: 'Оплата заказа № :id',
  },
  ua: {
    priceMissing: 'Цього товару або його варіанта більше немає в продажу',
    otherProduct: 'Варіант не належить до цього товару',
    duplicate: 'Цей товар уже є в списку',
    sampleNotOffered: 'Цей пробник недоступний для вашого замовлення',
    tooManySamples: 'Пробників можна обрати не більше: :count',
    shortage: 'Товарів не залишилось на складі',
    deliveryMissing: 'Цей спосіб доставки недоступний',
    lockerNeedsPrepayment: 'Доставка в поштомат можлива лише для оплачених замовлень: оберіть оплату карткою',
    invoiceNotAllowed: 'Оплата за рахунком доступна лише косметологам і дистриб’юторам',
    idempotencyConflict: 'Це замовлення вже оформлено з іншими даними: оновіть сторінку та спробуйте знову',
    tooManyKeys: 'Забагато товарів: не більше :count',
    tooLarge: 'Сума замовлення завелика: розділіть його на кілька замовлень',
    tempDiscount: 'Тимчасова знижка 5 %',
    firstOrder: 'Знижка 5 % на перше замовлення',
    paymentDescription: 'Оплата замовлення № :id',
  },
});
