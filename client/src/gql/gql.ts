/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "mutation StartBooking($expertId: ID!) {\n  startBooking(expertId: $expertId) {\n    reference\n    email\n    amount\n    currency\n    publicKey\n    accessCode\n    simulated\n    booking {\n      id\n      reference\n      status\n    }\n  }\n}\n\nmutation ConfirmBooking($reference: String!) {\n  confirmBooking(reference: $reference) {\n    id\n    reference\n    status\n    paidAt\n  }\n}\n\nmutation CancelBooking($reference: String!) {\n  cancelBooking(reference: $reference) {\n    id\n    reference\n    status\n  }\n}\n\nmutation CompleteTestCheckout($reference: String!) {\n  completeTestCheckout(reference: $reference)\n}": typeof types.StartBookingDocument,
    "query AssessmentPage($condition: Condition!) {\n  assessment(condition: $condition) {\n    condition\n    title\n    timeWindow\n    maxScore\n    slug\n    questions {\n      id\n      text\n      options {\n        label\n        score\n      }\n    }\n  }\n  assessmentTaken(condition: $condition)\n}\n\nmutation SubmitAssessment($condition: Condition!, $answers: [AnswerInput!]!) {\n  submitAssessment(condition: $condition, answers: $answers) {\n    id\n    condition\n    title\n    score\n    maxScore\n    severity\n    evaluation\n    evaluationSource\n    createdAt\n    needsCrisisSupport\n    crisisResources {\n      name\n      contact\n      url\n    }\n  }\n}": typeof types.AssessmentPageDocument,
    "query AuthProviders {\n  authProviders {\n    google\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n  }\n}\n\nmutation SignOut {\n  signOut\n}": typeof types.AuthProvidersDocument,
    "query MyBookings {\n  myBookings {\n    id\n    reference\n    amount\n    currency\n    status\n    createdAt\n    paidAt\n    expert {\n      id\n      name\n      specialization\n    }\n  }\n}": typeof types.MyBookingsDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  text\n  type\n  createdAt\n}\n\nquery ChatMessages {\n  chatMessages {\n    ...ChatMessageFields\n  }\n}\n\nmutation SendChatMessage($prompt: String!) {\n  sendChatMessage(prompt: $prompt) {\n    ...ChatMessageFields\n  }\n}\n\nsubscription ChatReply {\n  chatReply {\n    messageId\n    delta\n    done\n    message {\n      ...ChatMessageFields\n    }\n  }\n}": typeof types.ChatMessageFieldsFragmentDoc,
    "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input)\n}": typeof types.SendContactMessageDocument,
    "query HealthScores {\n  healthScores {\n    assessmentId\n    condition\n    score\n    evaluation\n    createdAt\n  }\n}": typeof types.HealthScoresDocument,
    "query ExpertsOfField($field: Condition!) {\n  experts(field: $field) {\n    id\n    name\n    specialization\n    contact\n    location\n    field\n    avatarUrl\n  }\n}\n\nquery ExpertDetail($id: ID!) {\n  expert(id: $id) {\n    id\n    name\n    specialization\n    contact\n    location\n    field\n    expertise\n    avatarUrl\n    profile {\n      quote\n      qualifications\n      education\n      certifications\n      experience\n      affiliations\n      testimonials {\n        quote\n        author\n      }\n      programs\n    }\n  }\n}": typeof types.ExpertsOfFieldDocument,
    "query TestHistory {\n  testHistory {\n    id\n    condition\n    title\n    score\n    maxScore\n    severity\n    evaluation\n    createdAt\n    tips\n    needsCrisisSupport\n    crisisResources {\n      name\n      contact\n      url\n    }\n    recommendedExperts {\n      id\n      name\n      specialization\n      contact\n      field\n    }\n  }\n}": typeof types.TestHistoryDocument,
    "query Profile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    age\n    disabilities\n    pastHealthIssues\n    phoneNumber\n    photoURL\n    emailVerified\n    hasPassword\n    createdAt\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    firstName\n    lastName\n    age\n    disabilities\n    pastHealthIssues\n    phoneNumber\n  }\n}\n\nmutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}": typeof types.ProfileDocument,
    "query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    photoURL\n    role\n  }\n}": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "mutation StartBooking($expertId: ID!) {\n  startBooking(expertId: $expertId) {\n    reference\n    email\n    amount\n    currency\n    publicKey\n    accessCode\n    simulated\n    booking {\n      id\n      reference\n      status\n    }\n  }\n}\n\nmutation ConfirmBooking($reference: String!) {\n  confirmBooking(reference: $reference) {\n    id\n    reference\n    status\n    paidAt\n  }\n}\n\nmutation CancelBooking($reference: String!) {\n  cancelBooking(reference: $reference) {\n    id\n    reference\n    status\n  }\n}\n\nmutation CompleteTestCheckout($reference: String!) {\n  completeTestCheckout(reference: $reference)\n}": types.StartBookingDocument,
    "query AssessmentPage($condition: Condition!) {\n  assessment(condition: $condition) {\n    condition\n    title\n    timeWindow\n    maxScore\n    slug\n    questions {\n      id\n      text\n      options {\n        label\n        score\n      }\n    }\n  }\n  assessmentTaken(condition: $condition)\n}\n\nmutation SubmitAssessment($condition: Condition!, $answers: [AnswerInput!]!) {\n  submitAssessment(condition: $condition, answers: $answers) {\n    id\n    condition\n    title\n    score\n    maxScore\n    severity\n    evaluation\n    evaluationSource\n    createdAt\n    needsCrisisSupport\n    crisisResources {\n      name\n      contact\n      url\n    }\n  }\n}": types.AssessmentPageDocument,
    "query AuthProviders {\n  authProviders {\n    google\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n  }\n}\n\nmutation SignOut {\n  signOut\n}": types.AuthProvidersDocument,
    "query MyBookings {\n  myBookings {\n    id\n    reference\n    amount\n    currency\n    status\n    createdAt\n    paidAt\n    expert {\n      id\n      name\n      specialization\n    }\n  }\n}": types.MyBookingsDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  text\n  type\n  createdAt\n}\n\nquery ChatMessages {\n  chatMessages {\n    ...ChatMessageFields\n  }\n}\n\nmutation SendChatMessage($prompt: String!) {\n  sendChatMessage(prompt: $prompt) {\n    ...ChatMessageFields\n  }\n}\n\nsubscription ChatReply {\n  chatReply {\n    messageId\n    delta\n    done\n    message {\n      ...ChatMessageFields\n    }\n  }\n}": types.ChatMessageFieldsFragmentDoc,
    "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input)\n}": types.SendContactMessageDocument,
    "query HealthScores {\n  healthScores {\n    assessmentId\n    condition\n    score\n    evaluation\n    createdAt\n  }\n}": types.HealthScoresDocument,
    "query ExpertsOfField($field: Condition!) {\n  experts(field: $field) {\n    id\n    name\n    specialization\n    contact\n    location\n    field\n    avatarUrl\n  }\n}\n\nquery ExpertDetail($id: ID!) {\n  expert(id: $id) {\n    id\n    name\n    specialization\n    contact\n    location\n    field\n    expertise\n    avatarUrl\n    profile {\n      quote\n      qualifications\n      education\n      certifications\n      experience\n      affiliations\n      testimonials {\n        quote\n        author\n      }\n      programs\n    }\n  }\n}": types.ExpertsOfFieldDocument,
    "query TestHistory {\n  testHistory {\n    id\n    condition\n    title\n    score\n    maxScore\n    severity\n    evaluation\n    createdAt\n    tips\n    needsCrisisSupport\n    crisisResources {\n      name\n      contact\n      url\n    }\n    recommendedExperts {\n      id\n      name\n      specialization\n      contact\n      field\n    }\n  }\n}": types.TestHistoryDocument,
    "query Profile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    age\n    disabilities\n    pastHealthIssues\n    phoneNumber\n    photoURL\n    emailVerified\n    hasPassword\n    createdAt\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    firstName\n    lastName\n    age\n    disabilities\n    pastHealthIssues\n    phoneNumber\n  }\n}\n\nmutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}": types.ProfileDocument,
    "query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    photoURL\n    role\n  }\n}": types.CurrentUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartBooking($expertId: ID!) {\n  startBooking(expertId: $expertId) {\n    reference\n    email\n    amount\n    currency\n    publicKey\n    accessCode\n    simulated\n    booking {\n      id\n      reference\n      status\n    }\n  }\n}\n\nmutation ConfirmBooking($reference: String!) {\n  confirmBooking(reference: $reference) {\n    id\n    reference\n    status\n    paidAt\n  }\n}\n\nmutation CancelBooking($reference: String!) {\n  cancelBooking(reference: $reference) {\n    id\n    reference\n    status\n  }\n}\n\nmutation CompleteTestCheckout($reference: String!) {\n  completeTestCheckout(reference: $reference)\n}"): (typeof documents)["mutation StartBooking($expertId: ID!) {\n  startBooking(expertId: $expertId) {\n    reference\n    email\n    amount\n    currency\n    publicKey\n    accessCode\n    simulated\n    booking {\n      id\n      reference\n      status\n    }\n  }\n}\n\nmutation ConfirmBooking($reference: String!) {\n  confirmBooking(reference: $reference) {\n    id\n    reference\n    status\n    paidAt\n  }\n}\n\nmutation CancelBooking($reference: String!) {\n  cancelBooking(reference: $reference) {\n    id\n    reference\n    status\n  }\n}\n\nmutation CompleteTestCheckout($reference: String!) {\n  completeTestCheckout(reference: $reference)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssessmentPage($condition: Condition!) {\n  assessment(condition: $condition) {\n    condition\n    title\n    timeWindow\n    maxScore\n    slug\n    questions {\n      id\n      text\n      options {\n        label\n        score\n      }\n    }\n  }\n  assessmentTaken(condition: $condition)\n}\n\nmutation SubmitAssessment($condition: Condition!, $answers: [AnswerInput!]!) {\n  submitAssessment(condition: $condition, answers: $answers) {\n    id\n    condition\n    title\n    score\n    maxScore\n    severity\n    evaluation\n    evaluationSource\n    createdAt\n    needsCrisisSupport\n    crisisResources {\n      name\n      contact\n      url\n    }\n  }\n}"): (typeof documents)["query AssessmentPage($condition: Condition!) {\n  assessment(condition: $condition) {\n    condition\n    title\n    timeWindow\n    maxScore\n    slug\n    questions {\n      id\n      text\n      options {\n        label\n        score\n      }\n    }\n  }\n  assessmentTaken(condition: $condition)\n}\n\nmutation SubmitAssessment($condition: Condition!, $answers: [AnswerInput!]!) {\n  submitAssessment(condition: $condition, answers: $answers) {\n    id\n    condition\n    title\n    score\n    maxScore\n    severity\n    evaluation\n    evaluationSource\n    createdAt\n    needsCrisisSupport\n    crisisResources {\n      name\n      contact\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthProviders {\n  authProviders {\n    google\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n  }\n}\n\nmutation SignOut {\n  signOut\n}"): (typeof documents)["query AuthProviders {\n  authProviders {\n    google\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    id\n  }\n}\n\nmutation SignOut {\n  signOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyBookings {\n  myBookings {\n    id\n    reference\n    amount\n    currency\n    status\n    createdAt\n    paidAt\n    expert {\n      id\n      name\n      specialization\n    }\n  }\n}"): (typeof documents)["query MyBookings {\n  myBookings {\n    id\n    reference\n    amount\n    currency\n    status\n    createdAt\n    paidAt\n    expert {\n      id\n      name\n      specialization\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatMessageFields on ChatMessage {\n  id\n  text\n  type\n  createdAt\n}\n\nquery ChatMessages {\n  chatMessages {\n    ...ChatMessageFields\n  }\n}\n\nmutation SendChatMessage($prompt: String!) {\n  sendChatMessage(prompt: $prompt) {\n    ...ChatMessageFields\n  }\n}\n\nsubscription ChatReply {\n  chatReply {\n    messageId\n    delta\n    done\n    message {\n      ...ChatMessageFields\n    }\n  }\n}"): (typeof documents)["fragment ChatMessageFields on ChatMessage {\n  id\n  text\n  type\n  createdAt\n}\n\nquery ChatMessages {\n  chatMessages {\n    ...ChatMessageFields\n  }\n}\n\nmutation SendChatMessage($prompt: String!) {\n  sendChatMessage(prompt: $prompt) {\n    ...ChatMessageFields\n  }\n}\n\nsubscription ChatReply {\n  chatReply {\n    messageId\n    delta\n    done\n    message {\n      ...ChatMessageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input)\n}"): (typeof documents)["mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HealthScores {\n  healthScores {\n    assessmentId\n    condition\n    score\n    evaluation\n    createdAt\n  }\n}"): (typeof documents)["query HealthScores {\n  healthScores {\n    assessmentId\n    condition\n    score\n    evaluation\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExpertsOfField($field: Condition!) {\n  experts(field: $field) {\n    id\n    name\n    specialization\n    contact\n    location\n    field\n    avatarUrl\n  }\n}\n\nquery ExpertDetail($id: ID!) {\n  expert(id: $id) {\n    id\n    name\n    specialization\n    contact\n    location\n    field\n    expertise\n    avatarUrl\n    profile {\n      quote\n      qualifications\n      education\n      certifications\n      experience\n      affiliations\n      testimonials {\n        quote\n        author\n      }\n      programs\n    }\n  }\n}"): (typeof documents)["query ExpertsOfField($field: Condition!) {\n  experts(field: $field) {\n    id\n    name\n    specialization\n    contact\n    location\n    field\n    avatarUrl\n  }\n}\n\nquery ExpertDetail($id: ID!) {\n  expert(id: $id) {\n    id\n    name\n    specialization\n    contact\n    location\n    field\n    expertise\n    avatarUrl\n    profile {\n      quote\n      qualifications\n      education\n      certifications\n      experience\n      affiliations\n      testimonials {\n        quote\n        author\n      }\n      programs\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestHistory {\n  testHistory {\n    id\n    condition\n    title\n    score\n    maxScore\n    severity\n    evaluation\n    createdAt\n    tips\n    needsCrisisSupport\n    crisisResources {\n      name\n      contact\n      url\n    }\n    recommendedExperts {\n      id\n      name\n      specialization\n      contact\n      field\n    }\n  }\n}"): (typeof documents)["query TestHistory {\n  testHistory {\n    id\n    condition\n    title\n    score\n    maxScore\n    severity\n    evaluation\n    createdAt\n    tips\n    needsCrisisSupport\n    crisisResources {\n      name\n      contact\n      url\n    }\n    recommendedExperts {\n      id\n      name\n      specialization\n      contact\n      field\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    age\n    disabilities\n    pastHealthIssues\n    phoneNumber\n    photoURL\n    emailVerified\n    hasPassword\n    createdAt\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    firstName\n    lastName\n    age\n    disabilities\n    pastHealthIssues\n    phoneNumber\n  }\n}\n\nmutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}"): (typeof documents)["query Profile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    age\n    disabilities\n    pastHealthIssues\n    phoneNumber\n    photoURL\n    emailVerified\n    hasPassword\n    createdAt\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    firstName\n    lastName\n    age\n    disabilities\n    pastHealthIssues\n    phoneNumber\n  }\n}\n\nmutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    photoURL\n    role\n  }\n}"): (typeof documents)["query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    photoURL\n    role\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;