/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation RequestEmailVerification {\n  requestEmailVerification\n}": typeof types.RequestEmailVerificationDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}\n\nmutation CancelEmailChange($token: String!) {\n  cancelEmailChange(token: $token)\n}\n\nmutation AcceptExpertInvitation($token: String!) {\n  acceptExpertInvitation(token: $token) {\n    id\n    role\n  }\n}": typeof types.RequestPasswordResetDocument,
    "query AuthProviders {\n  authProviders {\n    google\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n  }\n}\n\nmutation SignOut {\n  signOut\n}": typeof types.AuthProvidersDocument,
    "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input)\n}": typeof types.SendContactMessageDocument,
    "query AssessmentStatuses {\n  depression: assessmentStatus(condition: DEPRESSION) {\n    ...StatusFields\n  }\n  anxiety: assessmentStatus(condition: ANXIETY) {\n    ...StatusFields\n  }\n  schizophrenia: assessmentStatus(condition: SCHIZOPHRENIA) {\n    ...StatusFields\n  }\n  substance_abuse: assessmentStatus(condition: SUBSTANCE_ABUSE) {\n    ...StatusFields\n  }\n  dementia: assessmentStatus(condition: DEMENTIA) {\n    ...StatusFields\n  }\n}\n\nfragment StatusFields on AssessmentStatus {\n  condition\n  lastTakenAt\n  canTake\n  retakeAvailableAt\n}": typeof types.AssessmentStatusesDocument,
    "fragment SafetyPlanFields on SafetyPlan {\n  warningSigns\n  copingStrategies\n  distractions\n  peopleToAsk {\n    name\n    phone\n  }\n  professionals {\n    name\n    phone\n  }\n  safeEnvironment\n  reasonsForLiving\n  updatedAt\n}\n\nquery SafetyPlan {\n  safetyPlan {\n    ...SafetyPlanFields\n  }\n}\n\nmutation SaveSafetyPlan($input: SafetyPlanInput!) {\n  saveSafetyPlan(input: $input) {\n    ...SafetyPlanFields\n  }\n}\n\nmutation GiveConsent($aiProcessing: Boolean!) {\n  giveConsent(aiProcessing: $aiProcessing) {\n    id\n    consentedAt\n    aiProcessing\n  }\n}\n\nmutation SaveCountry($country: String!) {\n  updateProfile(input: {country: $country}) {\n    id\n    country\n  }\n}": typeof types.SafetyPlanFieldsFragmentDoc,
    "query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    photoURL\n    role\n    consentedAt\n    aiProcessing\n    country\n    emailVerified\n    locale\n  }\n}\n\nmutation SaveLocale($locale: String!) {\n  updateProfile(input: {locale: $locale}) {\n    id\n    locale\n  }\n}": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "mutation RequestEmailVerification {\n  requestEmailVerification\n}": types.RequestEmailVerificationDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}\n\nmutation CancelEmailChange($token: String!) {\n  cancelEmailChange(token: $token)\n}\n\nmutation AcceptExpertInvitation($token: String!) {\n  acceptExpertInvitation(token: $token) {\n    id\n    role\n  }\n}": types.RequestPasswordResetDocument,
    "query AuthProviders {\n  authProviders {\n    google\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n  }\n}\n\nmutation SignOut {\n  signOut\n}": types.AuthProvidersDocument,
    "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input)\n}": types.SendContactMessageDocument,
    "query AssessmentStatuses {\n  depression: assessmentStatus(condition: DEPRESSION) {\n    ...StatusFields\n  }\n  anxiety: assessmentStatus(condition: ANXIETY) {\n    ...StatusFields\n  }\n  schizophrenia: assessmentStatus(condition: SCHIZOPHRENIA) {\n    ...StatusFields\n  }\n  substance_abuse: assessmentStatus(condition: SUBSTANCE_ABUSE) {\n    ...StatusFields\n  }\n  dementia: assessmentStatus(condition: DEMENTIA) {\n    ...StatusFields\n  }\n}\n\nfragment StatusFields on AssessmentStatus {\n  condition\n  lastTakenAt\n  canTake\n  retakeAvailableAt\n}": types.AssessmentStatusesDocument,
    "fragment SafetyPlanFields on SafetyPlan {\n  warningSigns\n  copingStrategies\n  distractions\n  peopleToAsk {\n    name\n    phone\n  }\n  professionals {\n    name\n    phone\n  }\n  safeEnvironment\n  reasonsForLiving\n  updatedAt\n}\n\nquery SafetyPlan {\n  safetyPlan {\n    ...SafetyPlanFields\n  }\n}\n\nmutation SaveSafetyPlan($input: SafetyPlanInput!) {\n  saveSafetyPlan(input: $input) {\n    ...SafetyPlanFields\n  }\n}\n\nmutation GiveConsent($aiProcessing: Boolean!) {\n  giveConsent(aiProcessing: $aiProcessing) {\n    id\n    consentedAt\n    aiProcessing\n  }\n}\n\nmutation SaveCountry($country: String!) {\n  updateProfile(input: {country: $country}) {\n    id\n    country\n  }\n}": types.SafetyPlanFieldsFragmentDoc,
    "query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    photoURL\n    role\n    consentedAt\n    aiProcessing\n    country\n    emailVerified\n    locale\n  }\n}\n\nmutation SaveLocale($locale: String!) {\n  updateProfile(input: {locale: $locale}) {\n    id\n    locale\n  }\n}": types.CurrentUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestEmailVerification {\n  requestEmailVerification\n}"): typeof import('./graphql').RequestEmailVerificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword)\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token)\n}\n\nmutation CancelEmailChange($token: String!) {\n  cancelEmailChange(token: $token)\n}\n\nmutation AcceptExpertInvitation($token: String!) {\n  acceptExpertInvitation(token: $token) {\n    id\n    role\n  }\n}"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthProviders {\n  authProviders {\n    google\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n  }\n}\n\nmutation SignOut {\n  signOut\n}"): typeof import('./graphql').AuthProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input)\n}"): typeof import('./graphql').SendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssessmentStatuses {\n  depression: assessmentStatus(condition: DEPRESSION) {\n    ...StatusFields\n  }\n  anxiety: assessmentStatus(condition: ANXIETY) {\n    ...StatusFields\n  }\n  schizophrenia: assessmentStatus(condition: SCHIZOPHRENIA) {\n    ...StatusFields\n  }\n  substance_abuse: assessmentStatus(condition: SUBSTANCE_ABUSE) {\n    ...StatusFields\n  }\n  dementia: assessmentStatus(condition: DEMENTIA) {\n    ...StatusFields\n  }\n}\n\nfragment StatusFields on AssessmentStatus {\n  condition\n  lastTakenAt\n  canTake\n  retakeAvailableAt\n}"): typeof import('./graphql').AssessmentStatusesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SafetyPlanFields on SafetyPlan {\n  warningSigns\n  copingStrategies\n  distractions\n  peopleToAsk {\n    name\n    phone\n  }\n  professionals {\n    name\n    phone\n  }\n  safeEnvironment\n  reasonsForLiving\n  updatedAt\n}\n\nquery SafetyPlan {\n  safetyPlan {\n    ...SafetyPlanFields\n  }\n}\n\nmutation SaveSafetyPlan($input: SafetyPlanInput!) {\n  saveSafetyPlan(input: $input) {\n    ...SafetyPlanFields\n  }\n}\n\nmutation GiveConsent($aiProcessing: Boolean!) {\n  giveConsent(aiProcessing: $aiProcessing) {\n    id\n    consentedAt\n    aiProcessing\n  }\n}\n\nmutation SaveCountry($country: String!) {\n  updateProfile(input: {country: $country}) {\n    id\n    country\n  }\n}"): typeof import('./graphql').SafetyPlanFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    photoURL\n    role\n    consentedAt\n    aiProcessing\n    country\n    emailVerified\n    locale\n  }\n}\n\nmutation SaveLocale($locale: String!) {\n  updateProfile(input: {locale: $locale}) {\n    id\n    locale\n  }\n}"): typeof import('./graphql').CurrentUserDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
