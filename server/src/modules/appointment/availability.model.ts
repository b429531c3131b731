// expert_availability: one document per expert (its _id is the expert's id) with their weekly
// hours, time off, slot length and zone. An expert without one has no free slots.
import { Schema, type Connection, type Model } from 'mongoose';
import type { AvailabilityValue } from './slots.js';

export interface AvailabilityRecord extends AvailabilityValue {
  _id: string;
  updatedAt: Date;
}

export type AvailabilityModel = Model<AvailabilityRecord>;

const availabilitySchema = new Schema<AvailabilityRecord>(
  {
    _id: { type: String, required: true },
    timeZone: { type: String, required: true },
    slotMinutes: { type: Number, required: true },
    weekly: {
      type: [{ weekday: Number, startTime: String, endTime: String, _id: false }],
      default: [],
    },
    timeOff: { type: [{ start: Date, end: Date, _id: false }], default: [] },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'expert_availability', versionKey: false },
);

export function availabilityModel(connection: Connection): AvailabilityModel {
  return (
    (connection.models.ExpertAvailability as AvailabilityModel | undefined) ??
    connection.model<AvailabilityRecord>('ExpertAvailability', availabilitySchema)
  );
}
