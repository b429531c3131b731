import { Trash2 } from 'lucide-react';
import { iconButton } from './availability-buttons';

/** The trash button that removes one row (its accessible name says which). */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button type="button" onClick={onRemove} aria-label={label} className={iconButton}>
      <Trash2 aria-hidden="true" className="size-5" />
    </button>
  );
}
