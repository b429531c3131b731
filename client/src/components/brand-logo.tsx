import { Link } from 'react-router';
import { LogoMark } from './logo-mark';

/** The MindCheck mark and wordmark, linking home (or wherever `to` says). */
export function BrandLogo({ to = '/', className = '' }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-2 rounded-md ${className}`}>
      <LogoMark className="h-8 w-8" />
      <span className="text-lg font-bold tracking-tight text-slate-900">MindCheck</span>
    </Link>
  );
}
