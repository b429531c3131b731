import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { assessmentLinks } from './assessment-links';

export interface SideMenuProps {
  /** Signs the member out (the layout owns how). */
  onSignOut: () => void;
  signingOut?: boolean;
  /** Called when an entry is chosen (the layout closes the menu on small screens). */
  onNavigate?: () => void;
}

const entryClass = ({ isActive }: { isActive: boolean }) =>
  `flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-[0.95rem] font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * The member's side menu (spec section 2): Home, Take Test (expandable, the five assessments),
 * View Our Experts, Health History, Chat, Profile and Sign Out.
 */
export function SideMenu({ onSignOut, signingOut = false, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const listId = useId();
  const [testsOpen, setTestsOpen] = useState(pathname.startsWith('/assessment/'));

  return (
    <nav aria-label="Side menu" className="flex h-full flex-col">
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink to="/dashboard" end className={entryClass} onClick={onNavigate}>
            <MenuIcon name="home" />
            Home
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
            <span className="flex-1">Take Test</span>
            <svg
              viewBox="0 0 20 20"
              className={`h-4 w-4 transition-transform ${testsOpen ? 'rotate-180' : ''}`}
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
            </svg>
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
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
        <Entry to="/experts" icon="experts" onNavigate={onNavigate}>
          View Our Experts
        </Entry>
        <Entry to="/test-history" icon="history" onNavigate={onNavigate}>
          Health History
        </Entry>
        <Entry to="/chat" icon="chat" onNavigate={onNavigate}>
          Chat
        </Entry>
        <Entry to="/safety-plan" icon="safety" onNavigate={onNavigate}>
          My Safety Plan
        </Entry>
        <Entry to="/profile" icon="profile" onNavigate={onNavigate}>
          Profile
        </Entry>
      </ul>
      <div className="mt-auto border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          className={`${entryClass({ isActive: false })} disabled:opacity-60`}
        >
          <MenuIcon name="signOut" />
          Sign Out
        </button>
      </div>
    </nav>
  );
}

function Entry({
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

type IconName = 'home' | 'test' | 'experts' | 'history' | 'chat' | 'profile' | 'signOut' | 'safety';

const iconPaths: Record<IconName, string> = {
  safety: 'M12 21s-7-4.4-9.2-9A5 5 0 0112 6a5 5 0 019.2 6c-2.2 4.6-9.2 9-9.2 9z',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  test: 'M9 4h6M9 4a1 1 0 00-1 1v1h8V5a1 1 0 00-1-1M8 6H6a1 1 0 00-1 1v13a1 1 0 001 1h12a1 1 0 001-1V7a1 1 0 00-1-1h-2M9 12l2 2 4-4',
  experts: 'M12 11a4 4 0 100-8 4 4 0 000 8zM4 21c0-4.4 3.6-8 8-8s8 3.6 8 8',
  history: 'M12 7v5l3 2M3 12a9 9 0 109-9 9 9 0 00-6.4 2.6L3 8M3 3v5h5',
  chat: 'M21 12a8 8 0 01-11.5 7.2L4 21l1.8-5.5A8 8 0 1121 12z',
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9a7 7 0 0114 0M3 3h18v18H3z',
  signOut: 'M15 17l5-5-5-5M20 12H9M12 21H5a1 1 0 01-1-1V4a1 1 0 011-1h7',
};

function MenuIcon({ name }: { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
