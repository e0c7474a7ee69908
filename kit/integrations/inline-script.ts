/**
 * Text that stays inside its `<script>` element whatever it holds: `</script` would end the
 * element early and `<!--` can make the parser run past its end tag. Both are rewritten to forms
 * JavaScript reads the same way inside strings, regular expressions and comments (`<\/script`,
 * `<\!--`); nothing is taken away.
 */
export function scriptText(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** JSON for a data block (`<script type="application/json">`): no `<`, so no markup can end it. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The tag manager's start: the `dataLayer` and its `gtm.start` event (Google's snippet, without the script it inserts). */
export function tagManagerBootstrap(): string {
  return `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`;
}

/** gtag's start (Google's snippet): page views are sent by the shop's `visit` events, not by `config`. */
export function analyticsBootstrap(measurementId: string): string {
  return `window.dataLayer=window.dataLayer||[];window.gtag=function(){window.dataLayer.push(arguments);};window.gtag('js',new Date());window.gtag('config',${jsonText(measurementId)},{send_page_view:false});`;
}

/** fbq's queue until fbevents.js takes over (Meta's snippet, without the script it inserts), and the pixel's init. */
export function pixelBootstrap(pixelId: string): string {
  return (
    `!function(w){if(w.fbq)return;var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};` +
    `if(!w._fbq)w._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}(window);window.fbq('init',${jsonText(pixelId)});`
  );
}
