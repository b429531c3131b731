// session_notes: the experts' private notes on their appointments (#34), one document per saved
// note, the text sealed with AES-256-GCM (notes.cipher.ts): the database holds no note text.
import { Schema, type Connection, type InferSchemaType, type Model, type Types } from 'mongoose';

const sessionNoteSchema = new Schema(
  {
    /** The expert's account (users._id) that wrote it: the only one who reads it. */
    authorId: { type: String, required: true },
    /** The directory expert the account spoke for when writing it. */
    expertId: { type: String, required: true },
    bookingId: { type: String, required: true },
    /** The booking's member: the note goes when their account is erased (never in their export). */
    memberId: { type: String, required: true },
    /** The sealed text (notes.cipher.ts): key id, IV, tag and ciphertext. */
    keyId: { type: String, required: true },
    iv: { type: String, required: true },
    tag: { type: String, required: true },
    ciphertext: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'session_notes', versionKey: false },
);

export type SessionNoteRecord = InferSchemaType<typeof sessionNoteSchema> & { _id: Types.ObjectId };
export type SessionNoteModel = Model<SessionNoteRecord>;

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
