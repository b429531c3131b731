// The words of every SMS, from the `sms` namespace of common/src/locales in the member's language
// (i18next, English for a language or key it lacks). Times are told in the member's time zone
// with Luxon and Intl for the language; nothing about health is ever passed in.
import i18next, { type TFunction } from 'i18next';
import { DateTime } from 'luxon';
import { DEFAULT_LOCALE, isLocale, SMS_CATALOGUES, SUPPORTED_LOCALES, type Locale } from '@mindcheck/common';

export interface AppointmentTime {
  start: Date;
  /** IANA zone the member reads times in. */
  zone: string;
  /** Said after the time when the member's zone is not certain (the IANA name, e.g. "Africa/Lagos"). */
  zoneLabel?: string;
}

export class SmsTexts {
  private constructor(private readonly t: TFunction) {}

  static async create(): Promise<SmsTexts> {
    const instance = i18next.createInstance();
    await instance.init({
      resources: Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, { sms: SMS_CATALOGUES[l] }])),
      ns: ['sms'],
      defaultNS: 'sms',
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      // Plain text, never HTML: nothing to escape.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return new SmsTexts(instance.t);
  }

  /** The member's language (`User.locale`), English when unset or unknown. */
  static localeOf(user: object): Locale {
    // Read defensively: the field comes with the languages' part of #36 (default 'en').
    const locale = (user as { locale?: unknown }).locale;
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
  }

  verificationCode(lng: Locale, code: string): string {
    return this.t('verificationCode', { lng, code });
  }

  /** "You have a MindCheck appointment tomorrow at 10:00." Nothing of the expert or the field. */
  appointment(lng: Locale, when: AppointmentTime, now: Date): string {
    const start = DateTime.fromJSDate(when.start, { zone: when.zone }).setLocale(lng);
    const today = DateTime.fromJSDate(now, { zone: when.zone }).startOf('day');
    const days = Math.round(start.startOf('day').diff(today, 'days').days);
    const time = start.toFormat('HH:mm') + (when.zoneLabel ? ` (${when.zoneLabel})` : '');
    const text =
      days === 0
        ? this.t('appointment.today', { lng, time })
        : days === 1
          ? this.t('appointment.tomorrow', { lng, time })
          : this.t('appointment.onDate', {
              lng,
              time,
              date: start.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' }),
            });
    return this.withOptOut(lng, text);
  }

  measureRequest(lng: Locale): string {
    return this.withOptOut(lng, this.t('measureRequest', { lng }));
  }

  newMessage(lng: Locale): string {
    return this.withOptOut(lng, this.t('newMessage', { lng }));
  }

  stopped(lng: Locale): string {
    return this.t('stopped', { lng });
  }

  private withOptOut(lng: Locale, text: string): string {
    return `${text} ${this.t('optOut', { lng })}`;
  }
}
