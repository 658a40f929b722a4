/**
 * Whether an address answers at all, for an overlay's embedded page (engine/domLayer.ts): a
 * no-cors HEAD resolves on any HTTP answer (an error status too, the page then shows it) and
 * rejects on a network error (a refused connection, an unknown host), which the browser would
 * otherwise show as its error page. The overlay page's policy lets it reach any http(s) host
 * (server/http/securityHeaders.ts).
 */
export function answers(url: string): Promise<boolean> {
  return fetch(url, { method: "HEAD", mode: "no-cors", credentials: "omit", cache: "no-store", referrerPolicy: "no-referrer" }).then(
    () => true,
    () => false,
  );
}
