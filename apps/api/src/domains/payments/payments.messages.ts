import { messageTable } from '../../core/messages.ts';

/** The payments domain's answers, in both languages. */
export const paymentsMessage = messageTable({
  ru: {
    badSignature: 'Подпись платежа неверна',
    orderMissing: 'Заказ не найден',
    amountMismatch: 'Сумма или валюта платежа не совпадает с заказом',
    notPayable: 'Этот заказ нельзя оплатить онлайн: он уже оплачен, отменён или оплачивается другим способом',
    invoiceMissing: 'Счёт не найден',
    notInvoiced: 'Счёт выставляется только для заказов с оплатой по счёту',
  },
  ua: {
    badSignature: 'Підпис платежу невірний',
    orderMissing: 'Замовлення не знайдено',
    amountMismatch: 'Сума або валюта платежу не збігається із замовленням',
    notPayable: 'Це замовлення не можна оплатити онлайн: воно вже оплачене, скасоване або оплачується іншим способом',
    invoiceMissing: 'Рахунок не знайдено',
    notInvoiced: 'Рахунок виставляється лише для замовлень з оплатою за рахунком',
  },
});
