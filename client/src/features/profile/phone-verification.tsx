import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { PHONE_CODE_LENGTH, PHONE_CODE_RESEND_SECONDS } from '@mindcheck/common';
import toast from '../../components/toasts';
import { TextField } from '../../components/text-field';
import { buttonStyle, BusyButton } from '../../components/busy-button';
import { firstGraphQLError } from '../../lib/graphql-errors';
import { RequestPhoneVerificationDocument, VerifyPhoneDocument } from '../../gql/graphql';
import { profile } from 'app-en:profile';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { Form } from '../../components/form';

/** Seconds left until `until` (a time in ms), never below zero; ticks once a second while above. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The profile's phone number, verified by a six-digit code sent by SMS (#36): "Verify" sends the
 * code, the code field confirms it, and a new code may be asked for after a minute.
 */
export function PhoneVerification({
  phoneNumber,
  phoneVerified,
}: {
  phoneNumber?: string | null;
  phoneVerified: boolean;
}) {
  const t = useT({ profile });
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requestCode, { loading: sending }] = useMutation(RequestPhoneVerificationDocument);
  const [verify, { loading: verifying }] = useMutation(VerifyPhoneDocument);
  const secondsLeft = useSecondsLeft(sentAt === null ? 0 : sentAt + PHONE_CODE_RESEND_SECONDS * 1000);

  if (!phoneNumber) return null;
  if (phoneVerified)
    return (
      <p className="mt-6 text-sm font-medium text-emerald-800" role="status">
        {t('profile.phone.verified')}
      </p>
    );

  const send = async () => {
    setError(null);
    try {
      await requestCode();
      setSentAt(Date.now());
      toast.success(t('profile.phone.codeSent'));
    } catch (failure) {
      const problem = firstGraphQLError(failure);
      toast.error(problem?.message ?? t('profile.phone.smsNotSent'));
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code.trim())) return setError(t('profile.phone.codeFormat'));
    try {
      await verify({ variables: { code: code.trim() } });
      toast.success(t('profile.phone.verified'));
    } catch (failure) {
      setError(firstGraphQLError(failure)?.message ?? t('profile.phone.codeInvalid'));
    }
  };

  if (sentAt === null)
    return (
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700">{t('profile.phone.notVerified')}</p>
        <button type="button" className={buttonStyle.secondary} disabled={sending} onClick={() => void send()}>
          <RichText
            text={t('profile.phone.verify')}
            parts={{ sr: (words) => <span className="sr-only">{words}</span> }}
          />
        </button>
      </div>
    );

  return (
    <Form onSubmit={confirm} className="mt-6 space-y-4" aria-label={t('profile.phone.form')}>
      <TextField
        label={t('profile.phone.code')}
        hint={t('profile.phone.codeHint', { count: PHONE_CODE_LENGTH })}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH}
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH));
          setError(null);
        }}
      />
      <div className="flex flex-wrap gap-3">
        <BusyButton busy={verifying} label={t('profile.phone.confirm')} busyLabel={t('profile.phone.checking')} />
        <button
          type="button"
          className={buttonStyle.secondary}
          disabled={sending || secondsLeft > 0}
          onClick={() => void send()}
        >
          {secondsLeft > 0 ? t('profile.phone.resendIn', { seconds: secondsLeft }) : t('profile.phone.resend')}
        </button>
      </div>
    </Form>
  );
}
