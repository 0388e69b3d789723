/** Query keys of the payments feature (the test provider's stand-in for a UPI app). */
export const paymentKeys = {
  all: ['payments'] as const,
  testUpiRequest: (requestId: string) => ['payments', 'test-upi', requestId] as const,
};
