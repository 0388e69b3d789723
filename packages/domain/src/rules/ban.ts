/** True when an API error is the ban answer: the spec keys on the word "banned" in the message. */
export function isBanError(statusCode: number, message: string | undefined): boolean {
  return statusCode === 403 && typeof message === 'string' && /banned/i.test(message);
}
