import { Link } from 'react-router';
import { LogoMark } from '../../components/logo-mark';

export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark className="h-7 w-7" />
            <span className="font-bold text-slate-900">MindCheck</span>
          </div>
          <p className="mt-3 max-w-sm text-sm text-slate-600">
            Short, private self-assessments and a calm place to understand how you are doing.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">Need help now?</h2>
          <p className="mt-3 text-sm text-slate-600">
            MindCheck is a screening tool, not a diagnosis or emergency service. If you are in danger or thinking about
            harming yourself, call your local emergency number now.
          </p>
        </div>
      </div>
      <nav aria-label="Legal" className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        <Link to="/privacy" className="underline underline-offset-2 hover:text-slate-900">
          Privacy notice
        </Link>
        {' · '}
        <Link to="/terms" className="underline underline-offset-2 hover:text-slate-900">
          Terms of use
        </Link>
        {' · '}© {new Date().getFullYear()} MindCheck. All rights reserved.
      </nav>
    </footer>
  );
}
