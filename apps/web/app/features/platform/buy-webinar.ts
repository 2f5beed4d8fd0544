import type { Course } from '@shop/contracts/platform';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { getAccount } from '../../visitor/account-store.ts';
import { openLoginDialog } from '../auth/open-auth-dialog.ts';

/** What the basket keeps of a paid course (SPEC §3 line of type `webinar`): one, at the course's price. */
export function webinarLineInput(course: Pick<Course, 'id' | 'title' | 'price'>, value: string) {
  // The course answers in the page's language only; the basket shows this title in both.
  return { type: 'webinar' as const, id: course.id, title: course.title, uaTitle: course.title, value, price: course.price, left: 1 };
}

/**
 * Puts the paid course into the basket and shows the basket; a guest is asked to sign in first, as the
 * course opens to the buyer's account (decision 0018). The basket store loads on the click, so the
 * platform's pages stay small; checkout prices the line from the course row again.
 */
export async function buyWebinar(course: Pick<Course, 'id' | 'title' | 'price'>, value: string): Promise<void> {
  if (getAccount().status !== 'signed-in') {
    openLoginDialog();
    return;
  }
  const { addToBasket, eventLine } = await import('../basket/basket-store.ts');
  addToBasket(eventLine(webinarLineInput(course, value)), 1);
  openDialog('basket');
}
