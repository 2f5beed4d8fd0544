/**
 * A tap that lands before the page's scripts have taken over is kept and replayed once they have.
 *
 * Pages paint before their scripts load (lib/scripts-after-paint.ts), so for a moment the burger,
 * the search toggle or a dialog button is on screen but nothing listens to it yet. Links and forms
 * work natively; plain `type="button"` buttons do nothing without scripts. This listener, written
 * inline in the head, remembers the last such button pressed; `replayEarlyTap` presses it again
 * after hydration, when React's handlers are attached to the very same element. A button React has
 * already taken over (it carries React's props while the page is still being marked hydrated) gets
 * the tap from React itself: replaying it as well would press it twice (add a product twice).
 */
const RECORD_EARLY_TAP =
  'document.addEventListener("click",function(event){' +
  'if(document.documentElement.hasAttribute("data-hydrated"))return;' +
  'var button=event.target instanceof Element&&event.target.closest("button[type=button]");' +
  'if(button&&!Object.keys(button).some(function(key){return key.indexOf("__reactProps$")===0}))window.__earlyTap=button},true)';

export function EarlyTapRecorder() {
  return <script dangerouslySetInnerHTML={{ __html: RECORD_EARLY_TAP }} />;
}

type WindowWithEarlyTap = Window & { __earlyTap?: HTMLElement };

export function replayEarlyTap() {
  const holder = window as WindowWithEarlyTap;
  const button = holder.__earlyTap;
  delete holder.__earlyTap;
  if (button?.isConnected) button.click();
}
