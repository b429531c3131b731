// Registers the service worker (src/sw.ts: the app's shell and files offline, #36) and links the
// web app manifest (the build leaves it out of the shell: vite.config.ts) once the page has loaded,
// so neither competes with the first view for the connection. Production builds only.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  const register = () => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.append(manifest);
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
