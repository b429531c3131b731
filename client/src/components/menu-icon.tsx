import {
  CalendarCheck,
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

export type IconName = keyof typeof icons;

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

export function MenuIcon({ name }: { name: IconName }) {
  const Icon = icons[name];
  return <Icon className="h-5 w-5 shrink-0" strokeWidth={1.8} aria-hidden="true" />;
}
