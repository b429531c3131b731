import type { ReactNode } from 'react';
import { buttonStyle } from '../../components/busy-button';

/** The button that opens a card's form. */
export function OpenFormButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={`mt-4 ${buttonStyle.secondary}`}>
      {children}
    </button>
  );
}
