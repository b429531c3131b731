// The safety_plans collection: one document per member, keyed by their id (a Stanley-Brown safety
// plan plus reasons for living). Listed in the member-data registry: exported and erased with them.
import { Schema, type Connection, type Model } from 'mongoose';

export interface SafetyContactRecord {
  name: string;
  phone?: string;
}

export interface SafetyPlanRecord {
  /** The member's id. */
  _id: string;
  userId: string;
  warningSigns: string[];
  copingStrategies: string[];
  distractions: string[];
  peopleToAsk: SafetyContactRecord[];
  professionals: SafetyContactRecord[];
  safeEnvironment: string[];
  reasonsForLiving: string[];
  updatedAt: Date;
}

export type SafetyPlanModel = Model<SafetyPlanRecord>;

const contactSchema = new Schema<SafetyContactRecord>(
  { name: { type: String, required: true }, phone: String },
  { _id: false },
);

const safetyPlanSchema = new Schema<SafetyPlanRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    warningSigns: { type: [String], default: [] },
    copingStrategies: { type: [String], default: [] },
    distractions: { type: [String], default: [] },
    peopleToAsk: { type: [contactSchema], default: [] },
    professionals: { type: [contactSchema], default: [] },
    safeEnvironment: { type: [String], default: [] },
    reasonsForLiving: { type: [String], default: [] },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'safety_plans', versionKey: false },
);

export function safetyPlanModel(connection: Connection): SafetyPlanModel {
  return (
    (connection.models.SafetyPlan as SafetyPlanModel | undefined) ??
    connection.model<SafetyPlanRecord>('SafetyPlan', safetyPlanSchema)
  );
}
