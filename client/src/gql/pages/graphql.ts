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

/** Informational band of a score; never a diagnosis. */
export type Severity =
  | 'MILD'
  | 'MINIMAL'
  | 'MODERATE'
  | 'MODERATELY_SEVERE'
  | 'SEVERE';

export type Specialization =
  | 'CLINICAL_PSYCHOLOGIST'
  | 'PSYCHIATRIST'
  | 'THERAPIST';

export type AssessmentPageQueryVariables = Exact<{
  condition: Condition;
}>;


export type AssessmentPageQuery = { assessment: { condition: Condition, title: string, timeWindow: string, language: string, languageNote: string | null, maxScore: number, slug: string, questions: Array<{ id: string, text: string, options: Array<{ label: string, score: number }> }> }, assessmentStatus: { condition: Condition, lastTakenAt: string | null, canTake: boolean, retakeAvailableAt: string | null } };

export type SubmitAssessmentMutationVariables = Exact<{
  condition: Condition;
  answers: Array<AnswerInput> | AnswerInput;
}>;


export type SubmitAssessmentMutation = { submitAssessment: { evaluationSource: EvaluationSource, id: string, condition: Condition, title: string, score: number, maxScore: number, severity: Severity, evaluation: string, createdAt: string, needsCrisisSupport: boolean, crisisResources: Array<{ name: string, contact: string, url: string | null, emergency: boolean }> } };

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

export type TestHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type TestHistoryQuery = { testHistory: Array<{ tips: Array<string>, id: string, condition: Condition, title: string, score: number, maxScore: number, severity: Severity, evaluation: string, createdAt: string, needsCrisisSupport: boolean, recommendedExperts: Array<{ id: string, name: string, specialization: Specialization, contact: string, field: Condition }>, crisisResources: Array<{ name: string, contact: string, url: string | null, emergency: boolean }> }> };

export type TestHistoryAnswersQueryVariables = Exact<{ [key: string]: never; }>;


export type TestHistoryAnswersQuery = { testHistory: Array<{ id: string, answers: Array<{ questionId: string, question: string, selectedAnswer: string }> }> };

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