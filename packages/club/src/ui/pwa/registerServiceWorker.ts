/**
 * Registers the service worker that keeps the app working offline (built as `sw.js` next to index.html).
 * Browsers allow service workers only on HTTPS and on localhost/127.0.0.1; on a plain-HTTP LAN address the
 * app runs without it (docs/club.md: the static-hosting path).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('./sw.js', { scope: './' }).catch((error: unknown) => {
    console.warn('club: offline copy not installed:', error);
  });
}
