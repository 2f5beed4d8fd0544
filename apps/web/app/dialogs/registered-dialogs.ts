import { registerDialog } from './dialog-registry.ts';

/**
 * Every popup the shop can open, one line each. The import inside the arrow makes each dialog its
 * own chunk, loaded when it first opens. Add yours here:
 *   registerDialog('login', () => import('../features/accounts/login-dialog.tsx'));
 */
registerDialog('language-choice', () => import('../features/language/language-dialog.tsx'));
registerDialog('review', () => import('../features/reviews/review-dialog.tsx'));
registerDialog('back-in-stock', () => import('../features/back-in-stock/back-in-stock-dialog.tsx'));
registerDialog('basket', () => import('../features/basket/basket-dialog.tsx'));
registerDialog('quick-buy', () => import('../features/basket/quick-buy-dialog.tsx'));
registerDialog('first-order-promo', () => import('../features/basket/first-order-promo-dialog.tsx'));
registerDialog('login', () => import('../features/auth/dialogs/login-dialog.tsx'));
registerDialog('registration-choice', () => import('../features/auth/dialogs/registration-choice-dialog.tsx'));
registerDialog('phone-sms-registration', () => import('../features/auth/dialogs/phone-sms-dialog.tsx'));
registerDialog('registration', () => import('../features/auth/dialogs/registration-dialog.tsx'));
registerDialog('registration-success', () => import('../features/auth/dialogs/registration-success-dialog.tsx'));
registerDialog('reset-password', () => import('../features/auth/dialogs/reset-password-dialog.tsx'));
registerDialog('restore-password', () => import('../features/auth/dialogs/restore-password-dialog.tsx'));
registerDialog('confirm-email', () => import('../features/auth/dialogs/confirm-email-dialog.tsx'));
registerDialog('professional-registered', () => import('../features/auth/dialogs/professional-registered-dialog.tsx'));
registerDialog('agent-registration-success', () => import('../features/auth/dialogs/agent-registration-success-dialog.tsx'));
registerDialog('activate-another-id', () => import('../features/auth/dialogs/activate-another-id-dialog.tsx'));
registerDialog('application-form', () => import('../features/content/application-form-dialog.tsx'));
registerDialog('messenger-form', () => import('../features/content/messenger-form-dialog.tsx'));
registerDialog('redirect-language', () => import('../features/language/redirect-language-dialog.tsx'));
registerDialog('stock-shortage', () => import('../features/checkout/stock-shortage-dialog.tsx'));
registerDialog('order-success', () => import('../features/checkout/order-success-dialog.tsx'));
registerDialog('payment-result', () => import('../features/checkout/payment-result-dialog.tsx'));
registerDialog('address-list', () => import('../features/checkout/address-list-dialog.tsx'));
registerDialog('remainings', () => import('../features/distributor-report/remainings-dialog.tsx'));
registerDialog('create-manager', () => import('../features/profile/managers/manager-dialog.tsx'));
registerDialog('seminar-details', () => import('../features/seminars/seminar-details-dialog.tsx'));
registerDialog('seminar-info', () => import('../features/seminars/seminar-info-dialog.tsx'));
registerDialog('seminar-registration', () => import('../features/seminars/seminar-registration-dialog.tsx'));
registerDialog('seminar-thanks', () => import('../features/seminars/seminar-thanks-dialog.tsx'));
registerDialog('seminar-video', () => import('../features/seminars/seminar-video-dialog.tsx'));
registerDialog('methodist-video', () => import('../features/platform/methodist-video-dialog.tsx'));
registerDialog('prices-comparison', () => import('../features/client-prices/prices-dialog.tsx'));
