import { Link } from 'react-router';
import { LogoMark } from './logo-mark';

/**
 * The MindCheck mark and wordmark, linking home (or wherever `to` says). `wordClassName` can hide the
 * word from sight where the row is narrow (it stays the link's name): the signed-in header on the
 * narrowest phones, so that "Get help now" keeps its room in every language (#36).
 */
export function BrandLogo({
  to = '/',
  className = '',
  wordClassName = '',
}: {
  to?: string;
  className?: string;
  wordClassName?: string;
}) {
  return (
    <Link to={to} className={`inline-flex items-center gap-2 rounded-md ${className}`}>
      <LogoMark className="h-8 w-8" />
      <span className={`text-lg font-bold tracking-tight text-slate-900 ${wordClassName}`}>MindCheck</span>
    </Link>
  );
}
