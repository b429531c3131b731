// Registers the service worker (src/sw.ts: the app's shell and files offline, #36) and links the
// web app manifest (the build leaves it out of the shell: vite.config.ts) a few seconds after the
// page has loaded, so neither competes with the first view for the connection: a page that waits
// for the member's account (or its words) paints after the load event, and the manifest with its
// 6 KB icon came before. Production builds only.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  const register = () => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.append(manifest);
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  const later = () => setTimeout(register, 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
