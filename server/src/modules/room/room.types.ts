// The contract's session-room types (#35).
import { Field, ID, ObjectType } from 'type-graphql';
import { CrisisKindEnum } from '../chat/chat.types.js';

@ObjectType({ simpleResolvers: true, description: 'wave 3 (session room)' })
export class IceServer {
  @Field(() => [String])
  urls: string[];

  @Field(() => String, { nullable: true })
  username?: string | null;

  @Field(() => String, { nullable: true })
  credential?: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description:
    "wave 3 (session room): the appointment's private call, open from 10 minutes before it begins to its end.",
})
export class SessionRoom {
  @Field(() => String)
  reference: string;

  @Field(() => Date)
  opensAt: Date;

  @Field(() => Date)
  closesAt: Date;

  @Field(() => [IceServer])
  iceServers: IceServer[];
}

@ObjectType({
  simpleResolvers: true,
  description: 'wave 3 (session room): one WebRTC signalling message between the two people of an appointment.',
})
export class RoomSignal {
  @Field(() => String, { description: 'MEMBER or EXPERT: who sent it.' })
  from: string;

  @Field(() => String, { description: 'An SDP offer or answer, or an ICE candidate, as JSON.' })
  signal: string;
}

@ObjectType({
  simpleResolvers: true,
  description: 'wave 3 (session room): a message between the member and the expert of one booking.',
})
export class AppointmentMessage {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'MEMBER or EXPERT.' })
  from: string;

  @Field(() => String)
  text: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => CrisisKindEnum, {
    nullable: true,
    description: "The crisis check fired on this member's message: the expert is shown the crisis card.",
  })
  crisisKind?: CrisisKindEnum | null;
}

@ObjectType({ simpleResolvers: true, description: 'wave 3 (session room)' })
export class Attendance {
  @Field(() => Date, { nullable: true })
  memberJoinedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  expertJoinedAt?: Date | null;
}

export function toAttendance(a: { memberJoinedAt?: Date; expertJoinedAt?: Date } | undefined): Attendance {
  return Object.assign(new Attendance(), {
    memberJoinedAt: a?.memberJoinedAt ?? null,
    expertJoinedAt: a?.expertJoinedAt ?? null,
  });
}
