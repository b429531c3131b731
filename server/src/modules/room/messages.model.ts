// appointment_messages (#35): what a booking's member and expert write to each other about the
// appointment. `memberId` is the booking's member whoever wrote it, so the member's export and
// erasure (account/member-data.ts) take the whole conversation.
import { Schema, type Connection, type Model } from 'mongoose';
import type { CrisisKind } from '@mindcheck/common';
import type { RoomSide } from './room.rules.js';

export interface AppointmentMessageRecord {
  bookingId: string;
  memberId: string;
  from: RoomSide;
  text: string;
  /** Set when the crisis check fired on a member's message: the expert sees the crisis card. */
  crisisKind?: CrisisKind;
  /** This message told the other side by mail (at most one such mail an hour). */
  mailedAt?: Date;
  createdAt: Date;
}

export type AppointmentMessageModel = Model<AppointmentMessageRecord>;

const schema = new Schema<AppointmentMessageRecord>(
  {
    bookingId: { type: String, required: true },
    memberId: { type: String, required: true },
    from: { type: String, enum: ['MEMBER', 'EXPERT'], required: true },
    text: { type: String, required: true },
    crisisKind: String,
    mailedAt: Date,
    createdAt: { type: Date, required: true },
  },
  { collection: 'appointment_messages', versionKey: false },
);
schema.index({ bookingId: 1, createdAt: 1 });
schema.index({ memberId: 1 });

export function appointmentMessageModel(connection: Connection): AppointmentMessageModel {
  return (
    (connection.models.AppointmentMessage as AppointmentMessageModel | undefined) ??
    connection.model<AppointmentMessageRecord>('AppointmentMessage', schema)
  );
}
