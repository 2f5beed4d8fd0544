import { registerDialog } from './dialog-registry.ts';

/**
 * Every popup the shop can open, one line each. The import inside the arrow makes each dialog its
 * own chunk, loaded when it first opens. Add yours here:
 *   registerDialog('login', () => import('../accounts/login-dialog.tsx'));
 */
registerDialog('language-choice', () => import('../language/language-dialog.tsx'));
registerDialog('review', () => import('../reviews/review-dialog.tsx'));
registerDialog('back-in-stock', () => import('../back-in-stock/back-in-stock-dialog.tsx'));
