import { useLocation } from 'react-router';
import { showPictures, usePicturesShown } from '../lib/data-saver';
import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

/**
 * With data saver on (lib/data-saver.ts), says that the page's photos are not loaded, with a
 * "Show photos" button that loads them; nothing otherwise. The pictures themselves read
 * usePicturesShown() (initials stand in meanwhile).
 */
export function PicturesGate({ className = '' }: { className?: string }) {
  const t = useT({ ui });
  const shown = usePicturesShown();
  const { pathname } = useLocation();
  if (shown) return null;
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 ${className}`}>
      {t('ui.pictures.off')}
      <button
        type="button"
        onClick={() => showPictures(pathname)}
        className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        {t('ui.pictures.show')}
      </button>
    </p>
  );
}
