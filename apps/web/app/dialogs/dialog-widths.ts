/**
 * Every popup of the shop and its maximum width in CSS pixels (SPEC §2 "Popups and modals").
 * Widths marked "decided" are not given by the specification and were chosen here to match the
 * dialogs of the same kind.
 */
export const DIALOG_MAX_WIDTH = {
  'phone-sms-registration': 450,
  'back-in-stock': 550,
  'seminar-details': 680,
  basket: 672,
  'seminar-thanks': 480,
  'seminar-registration': 480,
  'professional-registered': 480,
  'prices-comparison': 1200,
  'quick-buy': 530,
  'payment-result': 500,
  'order-success': 500,
  'activate-another-id': 445,
  'registration-success': 480,
  'first-order-promo': 480,
  'address-list': 480,
  'restore-password': 480,
  'confirm-email': 480,
  'reset-password': 480,
  'application-form': 528,
  registration: 480,
  login: 480,
  'stock-shortage': 564,
  'seminar-info': 564,
  'create-manager': 528,
  'seminar-video': 1440,
  'messenger-form': 480,
  review: 480,
  'language-choice': 600,
  'redirect-language': 600,
  // Decided: video players at a comfortable 16:9 width; shorts are portrait (9:16).
  'methodist-video': 960,
  'youtube-video': 960,
  'youtube-shorts': 420,
  // Decided: notices like their siblings (registration 480, payment 500, SMS 450).
  'agent-registration-success': 480,
  'successful-payment': 500,
  'phone-register': 450,
  'success-register': 480,
  // Decided: the step between login and registration (SPEC §4), as wide as both.
  'registration-choice': 480,
  // Decided: a list of stock leftovers, as wide as the seminar details.
  remainings: 680,
} as const satisfies Record<string, number>;

export type DialogId = keyof typeof DIALOG_MAX_WIDTH;
