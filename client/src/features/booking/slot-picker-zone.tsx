import { timeZoneLabel } from '../../lib/appointment-time';
import { RichText } from '../../lib/i18n/rich-text';
import { booking } from 'app-en:booking';
import { useLocale, useT } from '../../lib/i18n/locale';

/** Under the slot picker's title: the member's time zone the times are in, and the session fee. */
export function SlotPickerZone({ zone, fee }: { zone: string; fee: string | null }) {
  const t = useT({ booking });
  const { locale } = useLocale();
  return (
    <p>
      <RichText
        text={t('booking.zone')}
        parts={{ zone: () => <strong className="font-semibold">{timeZoneLabel(zone, new Date(), locale)}</strong> }}
      />
      {fee ? ` ${fee}.` : ''}
    </p>
  );
}
