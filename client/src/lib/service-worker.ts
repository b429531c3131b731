// Registers the service worker (src/sw.ts: the app's shell and files offline, #36) once the page
// has loaded, so it never competes with the first view for the connection. Production builds only.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
