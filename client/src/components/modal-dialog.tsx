import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export interface ModalDialogProps {
  title: string;
  /** A line under the title; the dialog's description for screen readers. */
  description?: ReactNode;
  /** Escape (and nothing else) asks to close; ignored while `busy`. */
  onClose(): void;
  busy?: boolean;
  /** What takes the focus when the dialog opens (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Above the title (e.g. a "Test mode" badge). */
  badge?: ReactNode;
  size?: 'md' | 'lg';
  children: ReactNode;
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on a portal: focus starts inside and stays inside (Tab wraps, a click on the
 * backdrop brings it back), Escape closes. The opener gets the focus back from its own code.
 */
export function ModalDialog({
  title,
  description,
  onClose,
  busy = false,
  initialFocus,
  badge,
  size = 'md',
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const first = () =>
      initialFocus?.current ?? dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialogRef.current;
    first()?.focus();
    // A click outside (on the backdrop) must not leave focus behind the dialog.
    const keepFocusInside = (event: FocusEvent) => {
      if (dialogRef.current && event.target instanceof Node && !dialogRef.current.contains(event.target)) {
        first()?.focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => document.removeEventListener('focusin', keepFocusInside);
    // Once, on opening: later renders must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.hasAttribute('disabled'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-900/60 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`my-auto max-h-full w-full overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-xl ring-1 ring-slate-200 focus:outline-none sm:p-8 ${
          size === 'lg' ? 'max-w-2xl' : 'max-w-lg'
        }`}
      >
        {badge}
        <h2 id={titleId} className={`${badge ? 'mt-3 ' : ''}text-xl font-bold text-slate-900`}>
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm text-slate-700">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The dialogs' buttons. */
export const dialogButton = {
  primary:
    'rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70',
  danger:
    'rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-70',
  secondary:
    'rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
} as const;
