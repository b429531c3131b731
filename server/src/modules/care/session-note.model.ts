// session_notes: the experts' private notes on their appointments (#34), one document per saved
// note, the text sealed with AES-256-GCM (notes.cipher.ts): the database holds no note text.
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface SessionNoteRecord {
  _id: Types.ObjectId;
  /** The expert's account (users._id) that wrote it: the only one who reads it. */
  authorId: string;
  /** The directory expert the account spoke for when writing it. */
  expertId: string;
  bookingId: string;
  /** The booking's member: the note goes when their account is erased (never in their export). */
  memberId: string;
  /** The sealed text (notes.cipher.ts): key id, IV, tag and ciphertext. */
  keyId: string;
  iv: string;
  tag: string;
  ciphertext: string;
  createdAt: Date;
  updatedAt: Date;
}

export type SessionNoteModel = Model<SessionNoteRecord>;

const sessionNoteSchema = new Schema<SessionNoteRecord>(
  {
    authorId: { type: String, required: true },
    expertId: { type: String, required: true },
    bookingId: { type: String, required: true },
    memberId: { type: String, required: true },
    keyId: { type: String, required: true },
    iv: { type: String, required: true },
    tag: { type: String, required: true },
    ciphertext: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'session_notes', versionKey: false },
);
// One expert's notes of one booking, newest first.
sessionNoteSchema.index({ authorId: 1, bookingId: 1, createdAt: -1 });
// Erasure of the member; the re-encryption job's notes under older keys.
sessionNoteSchema.index({ memberId: 1 });
sessionNoteSchema.index({ keyId: 1 });

export function sessionNoteModel(connection: Connection): SessionNoteModel {
  return (
    (connection.models.SessionNote as SessionNoteModel | undefined) ??
    connection.model<SessionNoteRecord>('SessionNote', sessionNoteSchema)
  );
}
