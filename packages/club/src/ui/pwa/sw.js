// The club app's service worker: keeps a copy of the whole build so that, once loaded, the app starts and
// plays with the server gone (the games are in IndexedDB, never in this cache). vite.config.ts writes the
// build's file list and its hash over the two placeholders.
/* global self, caches */
const FILES = ['__MUSTER_FILES__'];
const CACHE = 'muster-club-__MUSTER_VERSION__';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('muster-club-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The page from the server when it answers (a new build), else the cached app.
    const app = new URL('./index.html', self.registration.scope).href;
    event.respondWith(fetch(request).catch(() => caches.match(app, { cacheName: CACHE })));
    return;
  }
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
});
