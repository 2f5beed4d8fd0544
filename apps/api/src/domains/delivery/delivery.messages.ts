import { messageTable } from '../../core/messages.ts';

export const deliveryMessage = messageTable({
  ru: {
    carrierDown: 'Справочник Новой Почты сейчас не отвечает. Попробуйте ещё раз через минуту.',
  },
  ua: {
    carrierDown: 'Довідник Нової Пошти зараз не відповідає. Спробуйте ще раз за хвилину.',
  },
});
