import { createContext, useContext } from 'react';

/** The shop's stylesheet, given to the server render only (entry.server.tsx); empty in the browser. */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

/**
 * Writes the shop's whole stylesheet into the head, so a page paints as soon as its HTML is parsed
 * (see stylesheet.config.ts for why). The browser renders nothing here: React leaves the server's
 * extra element in the head alone when it hydrates, and the rules stay for every later page.
 * Rendered by hand rather than as React Router's "critical CSS", which would also copy the
 * stylesheet into the hydration data and send it twice.
 */
export function InlineStylesheet() {
  const css = useContext(InlineStylesheetContext);
  return css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
