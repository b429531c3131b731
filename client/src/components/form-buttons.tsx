import { BusyButton, buttonStyle } from './busy-button';
import { forms } from 'app-en:forms';
import { useT } from '../lib/i18n/locale';

/** A form's submit (its label changes while sent; red for what cannot be undone) and Cancel. */
export function FormButtons({
  busy,
  label,
  busyLabel,
  onCancel,
  danger = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  danger?: boolean;
}) {
  const t = useT({ forms });
  return (
    <div className="flex flex-wrap gap-3">
      <BusyButton
        busy={busy}
        label={label}
        busyLabel={busyLabel}
        className={danger ? buttonStyle.dangerSolid : buttonStyle.primary}
      />
      <button type="button" onClick={onCancel} className={buttonStyle.secondary}>
        {t('forms.cancel')}
      </button>
    </div>
  );
}
