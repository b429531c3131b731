// @paystack/inline-js ships no types; this is the part of its API the checkout uses.
declare module '@paystack/inline-js' {
  export interface PaystackTransactionResult {
    id?: number;
    reference: string;
    message?: string;
    status?: string;
  }

  export interface PaystackCallbacks {
    onSuccess?: (transaction: PaystackTransactionResult) => void;
    onCancel?: () => void;
    onError?: (error: { message: string }) => void;
    onLoad?: (response: unknown) => void;
  }

  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: PaystackCallbacks): unknown;
  }
}
