import { createContext, useContext } from 'react';

/**
 * What the server render writes in the head's style element: the marker the stylesheet's bytes replace
 * after the render (lib/stylesheet-splice.ts, entry.server.tsx). Empty in the browser and in development.
 */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

/**
 * Holds the shop's whole stylesheet in the head, so a page paints as soon as its HTML is parsed
 * (see stylesheet.config.ts for why). The browser renders nothing here: React leaves the server's
 * extra element in the head alone when it hydrates, and the rules stay for every later page.
 * Rendered by hand rather than as React Router's "critical CSS", which would also copy the
 * stylesheet into the hydration data and send it twice.
 */
export function InlineStylesheet() {
  const marker = useContext(InlineStylesheetContext);
  return marker ? <style dangerouslySetInnerHTML={{ __html: marker }} /> : null;
}
