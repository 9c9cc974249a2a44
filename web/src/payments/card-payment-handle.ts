/** What the purchase form asks of the card form (Stripe's or the test provider's) when the visitor pays. */
export interface CardPaymentHandle {
  /**
   * Confirms the payment prepared by the server with the card entered. True when the provider
   * says it succeeded; false otherwise, with the reason shown under the card form.
   */
  confirm(clientSecret: string): Promise<boolean>;
}
