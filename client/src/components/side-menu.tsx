import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import {
  CalendarCheck,
  ChevronDown,
  ClipboardCheck,
  LayoutDashboard,
  ShieldCheck,
  HeartHandshake,
  History,
  House,
  LogOut,
  MessageCircle,
  SquareUser,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { assessmentLinks } from './assessment-links';
import { useCurrentUser } from '../lib/current-user';

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

type IconName = keyof typeof icons;

const icons = {
  home: House,
  test: ClipboardCheck,
  experts: UserRound,
  bookings: CalendarCheck,
  history: History,
  chat: MessageCircle,
  profile: SquareUser,
  signOut: LogOut,
  safety: HeartHandshake,
  expertDashboard: LayoutDashboard,
  console: ShieldCheck,
} satisfies Record<string, LucideIcon>;

function MenuIcon({ name }: { name: IconName }) {
  const Icon = icons[name];
  return <Icon className="h-5 w-5 shrink-0" strokeWidth={1.8} aria-hidden="true" />;
}
