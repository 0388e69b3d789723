/** The honeypot goes to the server only when something filled it (people never see it, so only bots do). */
export function withoutEmptyHoneypot<T extends { website?: string | undefined }>(body: T): T {
  if (body.website) return body;
  const { website: _empty, ...rest } = body;
  return rest as T;
}
