/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AnswerInput = {
  questionId: string | number;
  selectedAnswer: string;
};

export type BookingStatus =
  | 'CANCELLED'
  /** next (appointments): the appointment took place. */
  | 'COMPLETED'
  /** next (appointments): the expert declined or cancelled; the member is refunded in full. */
  | 'DECLINED'
  | 'FAILED'
  /** next (appointments): the member did not attend. */
  | 'NO_SHOW'
  /** Paid and confirmed: the appointment will take place. */
  | 'PAID'
  /** The slot is held while the member pays (the hold expires after a few minutes). */
  | 'PENDING';

/** The five conditions. Stored and routed as depression, anxiety, schizophrenia, substance_abuse, dementia. */
export type Condition =
  | 'ANXIETY'
  | 'DEMENTIA'
  | 'DEPRESSION'
  | 'SCHIZOPHRENIA'
  | 'SUBSTANCE_ABUSE';

export type ContactInput = {
  email: string;
  message: string;
  name: string;
};

/** Where an evaluation text came from. */
export type EvaluationSource =
  /** The configured generative AI service wrote it. */
  | 'AI'
  /** The AI service failed; the spec's fallback text stands in. */
  | 'FALLBACK'
  /** No AI service is configured; the built-in offline evaluator wrote it. */
  | 'OFFLINE';

/** next (appointments) */
export type RefundStatus =
  | 'FAILED'
  | 'PENDING'
  | 'PROCESSED';

export type Role =
  /** next (experts and operators): an operator of the service. */
  | 'ADMIN'
  /** next (experts and operators): an expert's own account, linked to one Expert. */
  | 'EXPERT'
  | 'USER';

/** next (safety and consent) */
export type SafetyContactInput = {
  name: string;
  phone?: string | null | undefined;
};

/** next (safety and consent) */
export type SafetyPlanInput = {
  copingStrategies: Array<string>;
  distractions: Array<string>;
  peopleToAsk: Array<SafetyContactInput>;
  professionals: Array<SafetyContactInput>;
  reasonsForLiving: Array<string>;
  safeEnvironment: Array<string>;
  warningSigns: Array<string>;
};

/** Informational band of a score; never a diagnosis. */
export type Severity =
  | 'MILD'
  | 'MINIMAL'
  | 'MODERATE'
  | 'MODERATELY_SEVERE'
  | 'SEVERE';

export type SignUpInput = {
  age: number;
  disabilities: string;
  email: string;
  firstName: string;
  lastName: string;
  /** wave 3 (reach): the member's language (en, pcm, yo, ha, ig); left out, the browser's (Accept-Language), else en. */
  locale?: string | null | undefined;
  password: string;
  pastHealthIssues: string;
  phoneNumber: string;
};

export type Specialization =
  | 'CLINICAL_PSYCHOLOGIST'
  | 'PSYCHIATRIST'
  | 'THERAPIST';

export type RequestEmailVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestEmailVerificationMutation = { requestEmailVerification: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: boolean };

export type CancelEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type CancelEmailChangeMutation = { cancelEmailChange: boolean };

export type AcceptExpertInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptExpertInvitationMutation = { acceptExpertInvitation: { id: string, role: Role } };

export type AssessmentPageQueryVariables = Exact<{
  condition: Condition;
}>;


export type AssessmentPageQuery = { assessment: { condition: Condition, title: string, timeWindow: string, language: string, languageNote: string | null, maxScore: number, slug: string, questions: Array<{ id: string, text: string, options: Array<{ label: string, score: number }> }> }, assessmentStatus: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null } };

export type SubmitAssessmentMutationVariables = Exact<{
  condition: Condition;
  answers: Array<AnswerInput> | AnswerInput;
}>;


export type SubmitAssessmentMutation = { submitAssessment: { evaluationSource: EvaluationSource, id: string, condition: Condition, title: string, score: number, maxScore: number, severity: Severity, evaluation: string, createdAt: string, needsCrisisSupport: boolean, crisisResources: Array<{ name: string, contact: string, url: string | null, emergency: boolean }> } };

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProvidersQuery = { authProviders: { google: boolean } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { id: string } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { id: string } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type PaymentCheckoutFieldsFragment = { reference: string, email: string, amount: number, currency: string, publicKey: string, accessCode: string | null, simulated: boolean, booking: { id: string, reference: string, status: BookingStatus, start: string | null, end: string | null } };

export type StartBookingMutationVariables = Exact<{
  expertId: string | number;
  start?: string | null | undefined;
}>;


export type StartBookingMutation = { startBooking: { reference: string, email: string, amount: number, currency: string, publicKey: string, accessCode: string | null, simulated: boolean, booking: { id: string, reference: string, status: BookingStatus, start: string | null, end: string | null } } };

export type ConfirmBookingMutationVariables = Exact<{
  reference: string;
}>;


export type ConfirmBookingMutation = { confirmBooking: { id: string, reference: string, status: BookingStatus, paidAt: string | null } };

export type CancelBookingMutationVariables = Exact<{
  reference: string;
}>;


export type CancelBookingMutation = { cancelBooking: { id: string, reference: string, status: BookingStatus } };

export type CompleteTestCheckoutMutationVariables = Exact<{
  reference: string;
}>;


export type CompleteTestCheckoutMutation = { completeTestCheckout: boolean };

export type MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingsQuery = { myBookings: Array<{ cancellationNote: string | null, amount: number, currency: string, createdAt: string, paidAt: string | null, holdExpiresAt: string | null, start: string | null, end: string | null, meetingUrl: string | null, resultsShared: boolean, id: string, reference: string, status: BookingStatus, cancelledAt: string | null, expert: { id: string, name: string, specialization: Specialization }, refund: { amount: number, status: RefundStatus, createdAt: string } | null }> };

export type CancelMyBookingMutationVariables = Exact<{
  reference: string;
}>;


export type CancelMyBookingMutation = { cancelBooking: { id: string, reference: string, status: BookingStatus, cancelledAt: string | null, refund: { amount: number, status: RefundStatus, createdAt: string } | null } };

export type RescheduleBookingMutationVariables = Exact<{
  reference: string;
  start: string;
}>;


export type RescheduleBookingMutation = { rescheduleBooking: { id: string, reference: string, status: BookingStatus, start: string | null, end: string | null } };

export type RetryBookingMutationVariables = Exact<{
  reference: string;
  start?: string | null | undefined;
}>;


export type RetryBookingMutation = { retryBooking: { reference: string, email: string, amount: number, currency: string, publicKey: string, accessCode: string | null, simulated: boolean, booking: { id: string, reference: string, status: BookingStatus, start: string | null, end: string | null } } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: boolean };

export type AssessmentStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type AssessmentStatusesQuery = { depression: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null }, anxiety: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null }, schizophrenia: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null }, substance_abuse: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null }, dementia: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null } };

export type StatusFieldsFragment = { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null };

export type TestHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type TestHistoryQuery = { testHistory: Array<{ tips: Array<string>, id: string, condition: Condition, title: string, score: number, maxScore: number, severity: Severity, evaluation: string, createdAt: string, needsCrisisSupport: boolean, recommendedExperts: Array<{ id: string, name: string, specialization: Specialization, contact: string, field: Condition }>, crisisResources: Array<{ name: string, contact: string, url: string | null, emergency: boolean }> }> };

export type TestHistoryAnswersQueryVariables = Exact<{ [key: string]: never; }>;


export type TestHistoryAnswersQuery = { testHistory: Array<{ id: string, answers: Array<{ questionId: string, question: string, selectedAnswer: string }> }> };

export type SafetyPlanFieldsFragment = { warningSigns: Array<string>, copingStrategies: Array<string>, distractions: Array<string>, safeEnvironment: Array<string>, reasonsForLiving: Array<string>, updatedAt: string, peopleToAsk: Array<{ name: string, phone: string | null }>, professionals: Array<{ name: string, phone: string | null }> };

export type SafetyPlanQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyPlanQuery = { safetyPlan: { warningSigns: Array<string>, copingStrategies: Array<string>, distractions: Array<string>, safeEnvironment: Array<string>, reasonsForLiving: Array<string>, updatedAt: string, peopleToAsk: Array<{ name: string, phone: string | null }>, professionals: Array<{ name: string, phone: string | null }> } | null };

export type SaveSafetyPlanMutationVariables = Exact<{
  input: SafetyPlanInput;
}>;


export type SaveSafetyPlanMutation = { saveSafetyPlan: { warningSigns: Array<string>, copingStrategies: Array<string>, distractions: Array<string>, safeEnvironment: Array<string>, reasonsForLiving: Array<string>, updatedAt: string, peopleToAsk: Array<{ name: string, phone: string | null }>, professionals: Array<{ name: string, phone: string | null }> } };

export type GiveConsentMutationVariables = Exact<{
  aiProcessing: boolean;
}>;


export type GiveConsentMutation = { giveConsent: { id: string, consentedAt: string | null, aiProcessing: boolean } };

export type SaveCountryMutationVariables = Exact<{
  country: string;
}>;


export type SaveCountryMutation = { updateProfile: { id: string, country: string | null } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string | null, photoURL: string | null, role: Role, consentedAt: string | null, aiProcessing: boolean, country: string | null, emailVerified: boolean, locale: string } | null };

export type SaveLocaleMutationVariables = Exact<{
  locale: string;
}>;


export type SaveLocaleMutation = { updateProfile: { id: string, locale: string } };

export type BookingCancellationFieldsFragment = { id: string, reference: string, status: BookingStatus, cancelledAt: string | null, refund: { amount: number, status: RefundStatus, createdAt: string } | null };

export type ExpertListingFieldsFragment = { id: string, name: string, specialization: Specialization, field: Condition, contact: string, location: string, expertise: string | null, active: boolean };

export type AssessmentResultFieldsFragment = { id: string, condition: Condition, title: string, score: number, maxScore: number, severity: Severity, evaluation: string, createdAt: string, needsCrisisSupport: boolean, crisisResources: Array<{ name: string, contact: string, url: string | null, emergency: boolean }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PaymentCheckoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentCheckoutFields on PaymentCheckout {
  reference
  email
  amount
  currency
  publicKey
  accessCode
  simulated
  booking {
    id
    reference
    status
    start
    end
  }
}
    `, {"fragmentName":"PaymentCheckoutFields"}) as unknown as TypedDocumentString<PaymentCheckoutFieldsFragment, unknown>;
export const StatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment StatusFields on AssessmentStatus {
  condition
  lastTakenAt
  canTake
  retakeAvailableAt
}
    `, {"fragmentName":"StatusFields"}) as unknown as TypedDocumentString<StatusFieldsFragment, unknown>;
export const SafetyPlanFieldsFragmentDoc = new TypedDocumentString(`
    fragment SafetyPlanFields on SafetyPlan {
  warningSigns
  copingStrategies
  distractions
  peopleToAsk {
    name
    phone
  }
  professionals {
    name
    phone
  }
  safeEnvironment
  reasonsForLiving
  updatedAt
}
    `, {"fragmentName":"SafetyPlanFields"}) as unknown as TypedDocumentString<SafetyPlanFieldsFragment, unknown>;
export const BookingCancellationFieldsFragmentDoc = new TypedDocumentString(`
    fragment BookingCancellationFields on Booking {
  id
  reference
  status
  cancelledAt
  refund {
    amount
    status
    createdAt
  }
}
    `, {"fragmentName":"BookingCancellationFields"}) as unknown as TypedDocumentString<BookingCancellationFieldsFragment, unknown>;
export const ExpertListingFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExpertListingFields on Expert {
  id
  name
  specialization
  field
  contact
  location
  expertise
  active
}
    `, {"fragmentName":"ExpertListingFields"}) as unknown as TypedDocumentString<ExpertListingFieldsFragment, unknown>;
export const AssessmentResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment AssessmentResultFields on AssessmentRecord {
  id
  condition
  title
  score
  maxScore
  severity
  evaluation
  createdAt
  needsCrisisSupport
  crisisResources {
    name
    contact
    url
    emergency
  }
}
    `, {"fragmentName":"AssessmentResultFields"}) as unknown as TypedDocumentString<AssessmentResultFieldsFragment, unknown>;
export const RequestEmailVerificationDocument = new TypedDocumentString(`
    mutation RequestEmailVerification {
  requestEmailVerification
}
    `) as unknown as TypedDocumentString<RequestEmailVerificationMutation, RequestEmailVerificationMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $newPassword: String!) {
  resetPassword(token: $token, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation VerifyEmail($token: String!) {
  verifyEmail(token: $token)
}
    `) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const CancelEmailChangeDocument = new TypedDocumentString(`
    mutation CancelEmailChange($token: String!) {
  cancelEmailChange(token: $token)
}
    `) as unknown as TypedDocumentString<CancelEmailChangeMutation, CancelEmailChangeMutationVariables>;
export const AcceptExpertInvitationDocument = new TypedDocumentString(`
    mutation AcceptExpertInvitation($token: String!) {
  acceptExpertInvitation(token: $token) {
    id
    role
  }
}
    `) as unknown as TypedDocumentString<AcceptExpertInvitationMutation, AcceptExpertInvitationMutationVariables>;
export const AssessmentPageDocument = new TypedDocumentString(`
    query AssessmentPage($condition: Condition!) {
  assessment(condition: $condition) {
    condition
    title
    timeWindow
    language
    languageNote
    maxScore
    slug
    questions {
      id
      text
      options {
        label
        score
      }
    }
  }
  assessmentStatus(condition: $condition) {
    condition
    lastTakenAt
    canTake
    retakeAvailableAt
  }
}
    `) as unknown as TypedDocumentString<AssessmentPageQuery, AssessmentPageQueryVariables>;
export const SubmitAssessmentDocument = new TypedDocumentString(`
    mutation SubmitAssessment($condition: Condition!, $answers: [AnswerInput!]!) {
  submitAssessment(condition: $condition, answers: $answers) {
    ...AssessmentResultFields
    evaluationSource
  }
}
    fragment AssessmentResultFields on AssessmentRecord {
  id
  condition
  title
  score
  maxScore
  severity
  evaluation
  createdAt
  needsCrisisSupport
  crisisResources {
    name
    contact
    url
    emergency
  }
}`) as unknown as TypedDocumentString<SubmitAssessmentMutation, SubmitAssessmentMutationVariables>;
export const AuthProvidersDocument = new TypedDocumentString(`
    query AuthProviders {
  authProviders {
    google
  }
}
    `) as unknown as TypedDocumentString<AuthProvidersQuery, AuthProvidersQueryVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    id
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const StartBookingDocument = new TypedDocumentString(`
    mutation StartBooking($expertId: ID!, $start: DateTime) {
  startBooking(expertId: $expertId, start: $start) {
    ...PaymentCheckoutFields
  }
}
    fragment PaymentCheckoutFields on PaymentCheckout {
  reference
  email
  amount
  currency
  publicKey
  accessCode
  simulated
  booking {
    id
    reference
    status
    start
    end
  }
}`) as unknown as TypedDocumentString<StartBookingMutation, StartBookingMutationVariables>;
export const ConfirmBookingDocument = new TypedDocumentString(`
    mutation ConfirmBooking($reference: String!) {
  confirmBooking(reference: $reference) {
    id
    reference
    status
    paidAt
  }
}
    `) as unknown as TypedDocumentString<ConfirmBookingMutation, ConfirmBookingMutationVariables>;
export const CancelBookingDocument = new TypedDocumentString(`
    mutation CancelBooking($reference: String!) {
  cancelBooking(reference: $reference) {
    id
    reference
    status
  }
}
    `) as unknown as TypedDocumentString<CancelBookingMutation, CancelBookingMutationVariables>;
export const CompleteTestCheckoutDocument = new TypedDocumentString(`
    mutation CompleteTestCheckout($reference: String!) {
  completeTestCheckout(reference: $reference)
}
    `) as unknown as TypedDocumentString<CompleteTestCheckoutMutation, CompleteTestCheckoutMutationVariables>;
export const MyBookingsDocument = new TypedDocumentString(`
    query MyBookings {
  myBookings {
    ...BookingCancellationFields
    cancellationNote
    amount
    currency
    createdAt
    paidAt
    holdExpiresAt
    start
    end
    meetingUrl
    resultsShared
    expert {
      id
      name
      specialization
    }
  }
}
    fragment BookingCancellationFields on Booking {
  id
  reference
  status
  cancelledAt
  refund {
    amount
    status
    createdAt
  }
}`) as unknown as TypedDocumentString<MyBookingsQuery, MyBookingsQueryVariables>;
export const CancelMyBookingDocument = new TypedDocumentString(`
    mutation CancelMyBooking($reference: String!) {
  cancelBooking(reference: $reference) {
    ...BookingCancellationFields
  }
}
    fragment BookingCancellationFields on Booking {
  id
  reference
  status
  cancelledAt
  refund {
    amount
    status
    createdAt
  }
}`) as unknown as TypedDocumentString<CancelMyBookingMutation, CancelMyBookingMutationVariables>;
export const RescheduleBookingDocument = new TypedDocumentString(`
    mutation RescheduleBooking($reference: String!, $start: DateTime!) {
  rescheduleBooking(reference: $reference, start: $start) {
    id
    reference
    status
    start
    end
  }
}
    `) as unknown as TypedDocumentString<RescheduleBookingMutation, RescheduleBookingMutationVariables>;
export const RetryBookingDocument = new TypedDocumentString(`
    mutation RetryBooking($reference: String!, $start: DateTime) {
  retryBooking(reference: $reference, start: $start) {
    ...PaymentCheckoutFields
  }
}
    fragment PaymentCheckoutFields on PaymentCheckout {
  reference
  email
  amount
  currency
  publicKey
  accessCode
  simulated
  booking {
    id
    reference
    status
    start
    end
  }
}`) as unknown as TypedDocumentString<RetryBookingMutation, RetryBookingMutationVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($input: ContactInput!) {
  sendContactMessage(input: $input)
}
    `) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const AssessmentStatusesDocument = new TypedDocumentString(`
    query AssessmentStatuses {
  depression: assessmentStatus(condition: DEPRESSION) {
    ...StatusFields
  }
  anxiety: assessmentStatus(condition: ANXIETY) {
    ...StatusFields
  }
  schizophrenia: assessmentStatus(condition: SCHIZOPHRENIA) {
    ...StatusFields
  }
  substance_abuse: assessmentStatus(condition: SUBSTANCE_ABUSE) {
    ...StatusFields
  }
  dementia: assessmentStatus(condition: DEMENTIA) {
    ...StatusFields
  }
}
    fragment StatusFields on AssessmentStatus {
  condition
  lastTakenAt
  canTake
  retakeAvailableAt
}`) as unknown as TypedDocumentString<AssessmentStatusesQuery, AssessmentStatusesQueryVariables>;
export const TestHistoryDocument = new TypedDocumentString(`
    query TestHistory {
  testHistory {
    ...AssessmentResultFields
    tips
    recommendedExperts {
      id
      name
      specialization
      contact
      field
    }
  }
}
    fragment AssessmentResultFields on AssessmentRecord {
  id
  condition
  title
  score
  maxScore
  severity
  evaluation
  createdAt
  needsCrisisSupport
  crisisResources {
    name
    contact
    url
    emergency
  }
}`) as unknown as TypedDocumentString<TestHistoryQuery, TestHistoryQueryVariables>;
export const TestHistoryAnswersDocument = new TypedDocumentString(`
    query TestHistoryAnswers {
  testHistory {
    id
    answers {
      questionId
      question
      selectedAnswer
    }
  }
}
    `) as unknown as TypedDocumentString<TestHistoryAnswersQuery, TestHistoryAnswersQueryVariables>;
export const SafetyPlanDocument = new TypedDocumentString(`
    query SafetyPlan {
  safetyPlan {
    ...SafetyPlanFields
  }
}
    fragment SafetyPlanFields on SafetyPlan {
  warningSigns
  copingStrategies
  distractions
  peopleToAsk {
    name
    phone
  }
  professionals {
    name
    phone
  }
  safeEnvironment
  reasonsForLiving
  updatedAt
}`) as unknown as TypedDocumentString<SafetyPlanQuery, SafetyPlanQueryVariables>;
export const SaveSafetyPlanDocument = new TypedDocumentString(`
    mutation SaveSafetyPlan($input: SafetyPlanInput!) {
  saveSafetyPlan(input: $input) {
    ...SafetyPlanFields
  }
}
    fragment SafetyPlanFields on SafetyPlan {
  warningSigns
  copingStrategies
  distractions
  peopleToAsk {
    name
    phone
  }
  professionals {
    name
    phone
  }
  safeEnvironment
  reasonsForLiving
  updatedAt
}`) as unknown as TypedDocumentString<SaveSafetyPlanMutation, SaveSafetyPlanMutationVariables>;
export const GiveConsentDocument = new TypedDocumentString(`
    mutation GiveConsent($aiProcessing: Boolean!) {
  giveConsent(aiProcessing: $aiProcessing) {
    id
    consentedAt
    aiProcessing
  }
}
    `) as unknown as TypedDocumentString<GiveConsentMutation, GiveConsentMutationVariables>;
export const SaveCountryDocument = new TypedDocumentString(`
    mutation SaveCountry($country: String!) {
  updateProfile(input: {country: $country}) {
    id
    country
  }
}
    `) as unknown as TypedDocumentString<SaveCountryMutation, SaveCountryMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  me {
    id
    email
    firstName
    lastName
    displayName
    photoURL
    role
    consentedAt
    aiProcessing
    country
    emailVerified
    locale
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const SaveLocaleDocument = new TypedDocumentString(`
    mutation SaveLocale($locale: String!) {
  updateProfile(input: {locale: $locale}) {
    id
    locale
  }
}
    `) as unknown as TypedDocumentString<SaveLocaleMutation, SaveLocaleMutationVariables>;