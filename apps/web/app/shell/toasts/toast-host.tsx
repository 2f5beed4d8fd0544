import { Suspense, lazy } from 'react';
import { useToastViewportRequested } from '../../lib/toast.ts';

const ToastViewport = lazy(() => import('./toast-viewport.tsx'));

/** Mounts the toast viewport (a lazy chunk with sonner) the first time a toast is shown. */
export function ToastHost() {
  const requested = useToastViewportRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
