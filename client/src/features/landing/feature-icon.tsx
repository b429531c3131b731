import { ChartLine, ShieldCheck, Sparkles, Users, type LucideIcon } from 'lucide-react';

const icons = {
  shield: ShieldCheck,
  sparkle: Sparkles,
  people: Users,
  chart: ChartLine,
} satisfies Record<string, LucideIcon>;
export type FeatureIconName = keyof typeof icons;

/** The small line icons of the "why choose" cards. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  const Icon = icons[name];
  return <Icon className="h-6 w-6" strokeWidth={1.8} aria-hidden="true" />;
}
