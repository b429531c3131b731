import { useState } from 'react';
import { useParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { JoinRoomDocument } from '../../gql/graphql';
import { useCurrentUser } from '../../lib/current-user';
import { serverMessageOr } from '../../lib/graphql-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppointmentMessagesPanel } from './appointment-messages-panel';
import { RoomCall } from './room-call';
import { RoomPreview } from './room-preview';
import { useRoomTexts } from './room-texts';
import { useLocalMedia } from './use-local-media';
import type { Side } from './room-peer';

type Phase = { name: 'preview' } | { name: 'call'; iceServers: RTCIceServer[] } | { name: 'left' };

/** /appointments/:reference/room: the appointment's private call (#35), for its member and its expert. */
export default function RoomPage() {
  const roomTexts = useRoomTexts();
  useDocumentTitle(roomTexts.title);
  const { reference = '' } = useParams();
  const { user } = useCurrentUser();
  const side: Side = user?.role === 'EXPERT' ? 'EXPERT' : 'MEMBER';
  const media = useLocalMedia();
  const [join, { loading }] = useMutation(JoinRoomDocument);
  const [phase, setPhase] = useState<Phase>({ name: 'preview' });
  const [audioOnly, setAudioOnly] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const enter = async () => {
    setProblem(null);
    try {
      const { data } = await join({ variables: { reference } });
      const iceServers = (data?.joinRoom.iceServers ?? []).map((s) => ({
        urls: s.urls,
        ...(s.username ? { username: s.username } : {}),
        ...(s.credential ? { credential: s.credential } : {}),
      }));
      setPhase({ name: 'call', iceServers });
    } catch (error) {
      setProblem(serverMessageOr(error, ['FORBIDDEN', 'NOT_FOUND'], roomTexts.openFailed));
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4">
      {/* "Get help now" is in the signed-in layout's header, above the call, on every size. */}
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{roomTexts.title}</h1>
        <p className="mt-1 text-slate-700">{roomTexts.private}</p>
      </header>
      {phase.name === 'preview' && (
        <RoomPreview
          media={media}
          audioOnly={audioOnly || media.noCamera}
          onAudioOnly={setAudioOnly}
          onJoin={() => void enter()}
          joining={loading}
          problem={problem}
        />
      )}
      {phase.name === 'call' && media.stream && (
        <RoomCall
          reference={reference}
          side={side}
          stream={media.stream}
          iceServers={phase.iceServers}
          startAudioOnly={audioOnly || media.noCamera}
          onLeave={() => setPhase({ name: 'left' })}
        />
      )}
      {phase.name === 'left' && (
        <div className="space-y-3">
          <p role="status">{roomTexts.left}</p>
          <button type="button" className="font-semibold text-brand-800 underline" onClick={() => void enter()}>
            {roomTexts.rejoin}
          </button>
        </div>
      )}
      <AppointmentMessagesPanel reference={reference} side={side} country={user?.country} />
    </div>
  );
}
