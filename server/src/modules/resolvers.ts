// Every module's resolvers, in one list for the schema. A new module adds one line.
import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from './auth/auth.resolver.js';
import { ChatResolver } from './chat/chat.resolver.js';
import { ProfileResolver } from './profile/profile.resolver.js';
import { AccountResolver } from './account/account.resolver.js';
import { BookingResolver } from './booking/booking.resolver.js';
import { ContactResolver } from './contact/contact.resolver.js';
import { AssessmentResolver } from './assessment/assessment.resolver.js';
import { ExpertResolver } from './expert/expert.resolver.js';
import { UserExpertResolver } from './expert/user-expert.resolver.js';
import { AdminResolver } from './admin/admin.resolver.js';
import { MemberAccessResolver } from './admin/member-access.resolver.js';
import { ExpertAccountResolver } from './expert/expert-account.resolver.js';
import { ConsentResolver } from './consent/consent.resolver.js';
import { SafetyResolver } from './safety/safety.resolver.js';
import { CrisisDirectoryResolver } from './safety/crisis-directory.resolver.js';
import { MoodResolver } from './mood/mood.resolver.js';
import { ReminderResolver } from './reminder/reminder.resolver.js';
import { CredentialsResolver } from './credentials/credentials.resolver.js';
import { SessionsResolver } from './sessions/sessions.resolver.js';
import { AppointmentResolver } from './appointment/appointment.resolver.js';
import { CareResolver } from './care/care.resolver.js';
import { PayoutsResolver } from './payouts/payouts.resolver.js';
import { OverviewResolver } from './admin/overview.resolver.js';
import { MeasuresResolver } from './measures/measures.resolver.js';
import { RoomResolver } from './room/room.resolver.js';
import { PhoneResolver } from './phone/phone.resolver.js';
import { LocaleResolver } from './locale/locale.resolver.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  ProfileResolver,
  AccountResolver,
  ChatResolver,
  AssessmentResolver,
  ExpertResolver,
  UserExpertResolver,
  AdminResolver,
  MemberAccessResolver,
  ExpertAccountResolver,
  ContactResolver,
  BookingResolver,
  ConsentResolver,
  SafetyResolver,
  CrisisDirectoryResolver,
  MoodResolver,
  ReminderResolver,
  CredentialsResolver,
  SessionsResolver,
  AppointmentResolver,
  CareResolver,
  PayoutsResolver,
  OverviewResolver,
  MeasuresResolver,
  RoomResolver,
  PhoneResolver,
  LocaleResolver,
];
