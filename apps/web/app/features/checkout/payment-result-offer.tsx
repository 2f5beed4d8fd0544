import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { paymentResultOf, withoutPaymentResult } from './payment-result-url.ts';

/**
 * Opens the payment result dialog (SPEC §2, §4) on whatever page LiqPay sends the shopper back to
 * with `?payment=…` (and `&order=<number>`, the order's public number), then takes those parameters out of the address, so a reload
 * or a shared link does not announce the payment again. Rendered once by the page frame.
 */
export function PaymentResultOffer() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const result = paymentResultOf(location.search);
    if (!result) return;
    if (!openDialog('payment-result', { success: result.success, orderNumber: result.orderNumber })) return;
    void navigate({ pathname: location.pathname, search: withoutPaymentResult(location.search), hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location.search, location.pathname, location.hash, navigate]);
  return null;
}
