import { CARD_BUTTON } from './submit-button';

/** The card's one action where it has no form (confirm a link): full width, its label changes while it runs. */
export function CardAction({
  busy,
  label,
  busyLabel,
  onClick,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick: () => void;
}) {
  return (
    <button type="button" onClick={onClick} disabled={busy} className={`mt-6 ${CARD_BUTTON}`}>
      {busy ? busyLabel : label}
    </button>
  );
}
