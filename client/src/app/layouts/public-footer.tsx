import { Link } from 'react-router';
import { LogoMark } from '../../components/logo-mark';
import { shell } from 'app-en:shell';
import { useT } from '../../lib/i18n/locale';

export function PublicFooter() {
  const t = useT({ shell });
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark className="h-7 w-7" />
            <span className="font-bold text-slate-900">MindCheck</span>
          </div>
          <p className="mt-3 max-w-sm text-sm text-slate-600">{t('shell.footer.tagline')}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{t('shell.footer.helpHeading')}</h2>
          <p className="mt-3 text-sm text-slate-600">{t('shell.footer.helpText')}</p>
        </div>
      </div>
      <nav
        aria-label={t('shell.footer.legal')}
        className="border-t border-slate-200 py-4 text-center text-xs text-slate-600"
      >
        <Link to="/privacy" className="underline underline-offset-2 hover:text-slate-900">
          {t('shell.footer.privacy')}
        </Link>
        {' · '}
        <Link to="/terms" className="underline underline-offset-2 hover:text-slate-900">
          {t('shell.footer.terms')}
        </Link>
        {' · '}
        {t('shell.footer.rights', { year: new Date().getFullYear() })}
      </nav>
    </footer>
  );
}
