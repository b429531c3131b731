import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { assessmentLinks } from './assessment-links';
import { useCurrentUser } from '../lib/current-user';
import { entryClass, Entry } from './entry';
import { MenuIcon } from './menu-icon';

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
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
        <Entry to="/experts" icon="experts" onNavigate={onNavigate}>
          View Our Experts
        </Entry>
        {/* Appointments (#23): where a member finds, moves or cancels what they booked. */}
        <Entry to="/bookings" icon="bookings" onNavigate={onNavigate}>
          My Bookings
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
        {role === 'EXPERT' && (
          <Entry to="/expert" icon="expertDashboard" onNavigate={onNavigate}>
            Expert Dashboard
          </Entry>
        )}
        {role === 'ADMIN' && (
          <Entry to="/admin" icon="console" onNavigate={onNavigate}>
            Operator Console
          </Entry>
        )}
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
