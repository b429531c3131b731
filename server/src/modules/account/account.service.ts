// Export and erasure of everything a member stored, driven by the one registry of collections
// that hold member data (member-data.ts): a collection added there is exported and erased too.
import { Types, type Connection } from 'mongoose';
import type { Document, Filter } from 'mongodb';
import { deletePassword } from '@mindcheck/common';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import { parseInput } from '../../validation.js';
import type { AuthService } from '../auth/auth.service.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { UserModel } from '../auth/user.model.js';
import { memberDataCollections, type MemberDataCollection } from './member-data.js';

export interface MemberExport {
  format: 'mindcheck-member-export/1';
  exportedAt: string;
  userId: string;
  /** Each member-data collection's records of this member, by collection name. */
  collections: Record<string, Document[]>;
}

/** Readers of records kept sealed, by the name they are exported under (their owner's export only). */
export type OwnExports = Record<string, (userId: string) => Promise<Document[]>>;

export class AccountService {
  constructor(
    private readonly users: UserModel,
    private readonly connection: Connection,
    private readonly auth: AuthService,
    /** Replaces the member as the actor of the audit log's entries (kept on erasure, #33). */
    private readonly pseudonymiseActor: (userId: string) => Promise<void>,
    /** The member's allowance of credential operations (CredentialsService's), counted before the hash. */
    private readonly credentialOps?: Limiter,
    /** Records stored sealed, exported readable to their owner only, by name (the expert's session notes). */
    private readonly ownExports: OwnExports = {},
  ) {}

  /** Every record of the member, secrets left out (password hash, Google id, sessions). */
  async exportData(userId: string): Promise<MemberExport> {
    const collections: Record<string, Document[]> = {};
    for (const entry of memberDataCollections) {
      if (entry.omitOnExport?.includes('*')) continue;
      const records = await this.collection(entry).find(memberFilter(entry, userId)).toArray();
      collections[entry.collection] = records.map((record) => omit(record, entry.omitOnExport ?? []));
    }
    for (const [name, read] of Object.entries(this.ownExports)) collections[name] = await read(userId);
    return { format: 'mindcheck-member-export/1', exportedAt: new Date().toISOString(), userId, collections };
  }

  /**
   * Erases the member: password accounts confirm their password first (under the sign-in
   * brute-force limit); Google-only accounts are already proven by their session.
   */
  async deleteAccount(userId: string, password: string | null | undefined, ip: string): Promise<void> {
    const user = Types.ObjectId.isValid(userId) ? await this.users.findById(userId) : null;
    if (!user) throw AppError.unauthenticated(messages.signInRequired);
    if (user.passwordHash) {
      const given = parseInput(deletePassword, password ?? '', 'password');
      await this.credentialOps?.consume(userId);
      await this.auth.confirmPassword(user, given, ip, messages.wrongPassword);
    }
    await this.erase(userId);
  }

  /** Removes the member from every registered collection; the account itself goes last, so an interrupted erasure can be retried by signing in again. */
  async erase(userId: string): Promise<void> {
    const ordered = [...memberDataCollections].sort(
      (a, b) => Number(a.collection === 'users') - Number(b.collection === 'users'),
    );
    for (const entry of ordered) {
      if (entry.onErase === 'pseudonymise') await this.pseudonymiseActor(userId);
      else await this.collection(entry).deleteMany(memberFilter(entry, userId));
    }
  }

  private collection(entry: MemberDataCollection) {
    const db = this.connection.db;
    if (!db) throw new Error('database not connected');
    return db.collection(entry.collection);
  }
}

function memberFilter(entry: MemberDataCollection, userId: string): Filter<Document> {
  const id = entry.idType === 'objectId' ? new Types.ObjectId(userId) : userId;
  return { [entry.userField]: id };
}

function omit(record: Document, fields: string[]): Document {
  const copy: Document = { ...record };
  for (const field of fields) delete copy[field];
  return copy;
}
