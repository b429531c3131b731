import { useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { CrisisCard } from '../../components/crisis-card';
import { buttonStyle } from '../../components/busy-button';
import {
  AppointmentMessageAddedDocument,
  AppointmentMessagesDocument,
  SendAppointmentMessageDocument,
} from '../../gql/graphql';
import { shellCrisisResources } from '../../lib/crisis-shell';
import { serverMessageOr } from '../../lib/graphql-errors';
import type { Side } from './room-peer';
import { useRoomTexts } from './room-texts';

const MESSAGE_MAX = 2000;

interface Props {
  reference: string;
  side: Side;
  country?: string | null;
}

/** The appointment's messages (text only), and a crisis card beside a member's message when the check fired. */
export function AppointmentMessagesPanel({ reference, side, country }: Props) {
  const { data, refetch } = useQuery(AppointmentMessagesDocument, { variables: { reference } });
  const [send, { loading }] = useMutation(SendAppointmentMessageDocument);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const roomTexts = useRoomTexts();
  useSubscription(AppointmentMessageAddedDocument, {
    variables: { reference },
    onData: () => void refetch().catch(() => undefined),
  });
  const messages = data?.appointmentMessages ?? [];

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      await send({ variables: { reference, text } });
      setText('');
      await refetch();
    } catch (error) {
      setProblem(serverMessageOr(error, ['BAD_USER_INPUT', 'FORBIDDEN', 'RATE_LIMITED'], roomTexts.notSent));
    }
  };

  return (
    <section aria-labelledby="appointment-messages-heading" className="space-y-3">
      <h2 id="appointment-messages-heading" className="text-lg font-semibold text-slate-900">
        {roomTexts.messages}
      </h2>
      <ol className="space-y-2">
        {messages.map((m) => (
          <li key={m.id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <p className="text-xs font-semibold text-slate-600">
              {m.from === side ? roomTexts.you : m.from === 'EXPERT' ? roomTexts.expert : roomTexts.member}
            </p>
            <p className="whitespace-pre-wrap break-words text-slate-900">{m.text}</p>
            {m.crisisKind && (
              <CrisisCard
                id={`message-crisis-${m.id}`}
                className="mt-2"
                heading={side === 'EXPERT' ? roomTexts.crisisExpert : roomTexts.crisisMember}
                kind={m.crisisKind}
                resources={shellCrisisResources(country)}
              />
            )}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor="appointment-message" className="block text-sm font-semibold text-slate-800">
          {roomTexts.write}
        </label>
        <textarea
          id="appointment-message"
          value={text}
          maxLength={MESSAGE_MAX}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          className="w-full rounded-lg border border-slate-300 p-2 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <button type="submit" className={buttonStyle.primary} disabled={loading || !text.trim()}>
          {loading ? roomTexts.sending : roomTexts.send}
        </button>
      </form>
    </section>
  );
}
