import type { Types } from 'mongoose';
import { localeOf } from '../locale/member-locale.js';
import type { UserRecord } from './user.model.js';
import { Role, User } from './user.type.js';

/** A stored member as the API shows it: never the hash, the Google id or the disabled flag. The role comes from AuthService.roleOf. */
export function toUser(doc: UserRecord & { _id: Types.ObjectId }, role: `${Role}` = Role.USER): User {
  return Object.assign(new User(), {
    id: doc._id.toString(),
    email: doc.email,
    firstName: doc.firstName ?? null,
    lastName: doc.lastName ?? null,
    displayName: doc.displayName ?? null,
    age: doc.age ?? null,
    disabilities: doc.disabilities ?? null,
    pastHealthIssues: doc.pastHealthIssues ?? null,
    phoneNumber: doc.phoneNumber ?? null,
    phoneVerified: doc.phoneVerified === true && !!doc.phoneNumber,
    photoURL: doc.photoURL ?? null,
    role: role as Role,
    emailVerified: doc.emailVerified,
    hasPassword: !!doc.passwordHash,
    createdAt: doc.createdAt,
    expertId: doc.role === 'expert' ? (doc.expertId ?? null) : null,
    consentedAt: doc.consentedAt ?? null,
    aiProcessing: doc.consentedAt ? doc.aiProcessing === true : false,
    country: doc.country ?? null,
    locale: localeOf(doc),
  });
}
