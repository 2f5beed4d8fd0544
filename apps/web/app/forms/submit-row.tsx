import type { ReactNode } from 'react';
import { Button } from '../components/ui/button.tsx';

/**
 * A form's submit button: busy (disabled, with a spinner) while the form is being sent; `block`
 * stretches it to the form's width, as dialogs have it.
 */
export function SubmitRow({ busy, block = false, children }: { busy: boolean; block?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" block={block} busy={busy}>
      {children}
    </Button>
  );
}
