/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type SendContactMessageMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: boolean };

export type AssessmentStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type AssessmentStatusesQuery = { depression: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null }, anxiety: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null }, schizophrenia: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null }, substance_abuse: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null }, dementia: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null } };

export type StatusFieldsFragment = { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null };

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