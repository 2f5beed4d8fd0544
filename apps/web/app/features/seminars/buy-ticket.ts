import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Seminar } from '@shop/contracts/seminars';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { ticketValue } from './seminar-text.ts';

/**
 * Puts one ticket of a paid seminar into the basket (SPEC §3 basket line of type `ticket`) and shows
 * the basket. The basket store is loaded on the click, so the seminars page's own script stays small;
 * the shop prices the line from the seminar's row again at checkout and takes the seat there.
 */
export async function buyTicket(seminar: Seminar, lang: ApiLanguage): Promise<void> {
  const { addToBasket, eventLine } = await import('../basket/basket-store.ts');
  const line = eventLine({
    type: 'ticket',
    id: seminar.id,
    // The list answers in the page's language only; the basket shows this title in both.
    title: seminar.title,
    uaTitle: seminar.title,
    value: ticketValue(seminar, lang, 'онлайн'),
    price: seminar.price,
    left: seminar.seatsLeft,
  });
  addToBasket(line, 1);
  openDialog('basket');
}
