import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { assessmentLinks } from './assessment-links';
import { useCurrentUser } from '../lib/current-user';
import { entryClass, Entry } from './entry';
import { MenuIcon } from './menu-icon';
import { assessments } from 'app-en:assessments';
import { member } from 'app-en:member';
import { useT } from '../lib/i18n/locale';

/** The entries after Take Test, in order; Appointments (#23) is where a member finds, moves or cancels what they booked. */
const MEMBER_ENTRIES = [
  { to: '/experts', icon: 'experts', label: 'member.experts' },
  { to: '/bookings', icon: 'bookings', label: 'member.bookings' },
  { to: '/test-history', icon: 'history', label: 'member.history' },
  { to: '/chat', icon: 'chat', label: 'member.chat' },
  { to: '/safety-plan', icon: 'safety', label: 'member.safetyPlan' },
  { to: '/profile', icon: 'profile', label: 'member.profile' },
] as const;

/** The one entry an expert or an operator has besides: their own console. */
const EXPERT_ENTRY = { to: '/expert', icon: 'expertDashboard', label: 'member.expertDashboard' } as const;
const ADMIN_ENTRY = { to: '/admin', icon: 'console', label: 'member.console' } as const;

export interface SideMenuProps {
  /** Signs the member out (the layout owns how). */
  onSignOut: () => void;
  signingOut?: boolean;
  /** Called when an entry is chosen (the layout closes the menu on small screens). */
  onNavigate?: () => void;
}

/**
 * The member's side menu (spec section 2): Home, Take Test (expandable, the five assessments),
 * View Our Experts, Health History, Chat, Profile and Sign Out.
 */
export function SideMenu({ onSignOut, signingOut = false, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const listId = useId();
  const [testsOpen, setTestsOpen] = useState(pathname.startsWith('/assessment/'));
  const role = useCurrentUser().user?.role;
  const t = useT({ member, assessments });

  return (
    <nav aria-label={t('member.sideMenu')} className="flex h-full flex-col">
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink to="/dashboard" end className={entryClass} onClick={onNavigate}>
            <MenuIcon name="home" />
            {t('member.home')}
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            aria-expanded={testsOpen}
            aria-controls={listId}
            onClick={() => setTestsOpen((open) => !open)}
            className={entryClass({ isActive: false })}
          >
            <MenuIcon name="test" />
            <span className="flex-1">{t('member.takeTest')}</span>
            <ChevronDown
              className={`h-4 w-4 transition-transform ${testsOpen ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </button>
          <ul
            id={listId}
            hidden={!testsOpen}
            className="mt-1 ml-5 flex flex-col gap-0.5 border-l border-slate-200 pl-3"
          >
            {assessmentLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm ${
                      isActive
                        ? 'bg-brand-50 font-semibold text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                    }`
                  }
                >
                  {t(`assessments.${link.condition}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
        {[
          ...MEMBER_ENTRIES,
          ...(role === 'EXPERT' ? [EXPERT_ENTRY] : []),
          ...(role === 'ADMIN' ? [ADMIN_ENTRY] : []),
        ].map((entry) => (
          <Entry key={entry.to} to={entry.to} icon={entry.icon} onNavigate={onNavigate}>
            {t(entry.label)}
          </Entry>
        ))}
      </ul>
      <div className="mt-auto border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          className={`${entryClass({ isActive: false })} disabled:opacity-60`}
        >
          <MenuIcon name="signOut" />
          {t('member.signOut')}
        </button>
      </div>
    </nav>
  );
}
