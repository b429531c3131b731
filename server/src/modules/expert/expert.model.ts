// experts: the directory of experts members can find and book. The spec's 30 sample experts are
// seeded with their content ids as _id, so the spec's URLs (/experts/<field>/<id>) keep working.
import { Schema, type Connection, type Model } from 'mongoose';
import { CONDITIONS, SPECIALIZATIONS, type ExpertDefinition } from '../../content/index.js';

export const DEFAULT_EXPERT_TIME_ZONE = 'Africa/Lagos';

export interface ExpertRecord extends Omit<ExpertDefinition, 'id'> {
  /** URL-safe id: a seed expert's content id, or a generated one. */
  _id: string;
  /** Inactive experts are hidden from members and cannot be booked. */
  active: boolean;
  timeZone: string;
  /** Order in the field grid: a seed's index, or the creation time for later experts (they come after). */
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

export type ExpertModel = Model<ExpertRecord>;

const expertSchema = new Schema<ExpertRecord>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    specialization: { type: String, enum: SPECIALIZATIONS, required: true },
    contact: { type: String, required: true },
    location: { type: String, required: true },
    field: { type: String, enum: CONDITIONS, required: true },
    expertise: { type: String, default: null },
    avatarUrl: { type: String, default: null },
    active: { type: Boolean, required: true, default: true },
    timeZone: { type: String, required: true, default: DEFAULT_EXPERT_TIME_ZONE },
    position: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'experts', versionKey: false },
);

export function expertModel(connection: Connection): ExpertModel {
  return (
    (connection.models.Expert as ExpertModel | undefined) ?? connection.model<ExpertRecord>('Expert', expertSchema)
  );
}
