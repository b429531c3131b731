import { type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { type IconName, MenuIcon } from './menu-icon';

export const entryClass = ({ isActive }: { isActive: boolean }) =>
  `flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-[0.95rem] font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function Entry({
  to,
  icon,
  children,
  onNavigate,
}: {
  to: string;
  icon: IconName;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <NavLink to={to} className={entryClass} onClick={onNavigate}>
        <MenuIcon name={icon} />
        {children}
      </NavLink>
    </li>
  );
}
