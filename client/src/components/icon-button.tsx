import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { buttonStyle } from './busy-button';

/** A secondary button with an icon before its text (the icon is decoration: the text names the button). */
export function IconButton({
  icon: Icon,
  onClick,
  disabled,
  className = 'mt-4',
  children,
}: {
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={`${className} inline-flex items-center gap-2 ${buttonStyle.secondary} disabled:opacity-70`}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </button>
  );
}
