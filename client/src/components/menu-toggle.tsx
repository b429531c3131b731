import type { Ref } from 'react';
import { Menu, X } from 'lucide-react';
import { shell } from 'app-en:shell';
import { useT } from '../lib/i18n/locale';

/** The small screens' menu button: opens and closes the menu it controls, named for what it does next. */
export function MenuToggle({
  open,
  controls,
  onToggle,
  ref,
  hiddenFrom = 'md:hidden',
}: {
  open: boolean;
  /** The id of the menu. */
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** From which width the menu is not needed (the header shows its links): `md:hidden` or `lg:hidden`. */
  hiddenFrom?: 'md:hidden' | 'lg:hidden';
}) {
  const t = useT({ shell });
  return (
    <button
      ref={ref}
      type="button"
      className={`inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 ${hiddenFrom}`}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
      onClick={onToggle}
    >
      {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
    </button>
  );
}
