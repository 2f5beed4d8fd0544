import { registerDialog } from './dialog-registry.ts';

/**
 * Every popup the shop can open, one line each. The import inside the arrow makes each dialog its
 * own chunk, loaded when it first opens. Add yours here:
 *   registerDialog('login', () => import('../accounts/login-dialog.tsx'));
 */
registerDialog('language-choice', () => import('../language/language-dialog.tsx'));
registerDialog('review', () => import('../reviews/review-dialog.tsx'));
registerDialog('back-in-stock', () => import('../back-in-stock/back-in-stock-dialog.tsx'));
registerDialog('login', () => import('../auth/dialogs/login-dialog.tsx'));
registerDialog('registration-choice', () => import('../auth/dialogs/registration-choice-dialog.tsx'));
registerDialog('phone-sms-registration', () => import('../auth/dialogs/phone-sms-dialog.tsx'));
registerDialog('registration', () => import('../auth/dialogs/registration-dialog.tsx'));
registerDialog('registration-success', () => import('../auth/dialogs/registration-success-dialog.tsx'));
registerDialog('reset-password', () => import('../auth/dialogs/reset-password-dialog.tsx'));
registerDialog('restore-password', () => import('../auth/dialogs/restore-password-dialog.tsx'));
registerDialog('professional-registered', () => import('../auth/dialogs/professional-registered-dialog.tsx'));
registerDialog('agent-registration-success', () => import('../auth/dialogs/agent-registration-success-dialog.tsx'));
registerDialog('activate-another-id', () => import('../auth/dialogs/activate-another-id-dialog.tsx'));
