/** Query keys of the tax feature: the signed-in organizer's profile, one document, one month's report. */
export const taxKeys = {
  all: ['tax'] as const,
  profile: () => ['tax', 'profile'] as const,
  document: (id: string) => ['tax', 'document', id] as const,
  month: (month: string, organizerId: string | undefined) =>
    ['tax', 'month', month, organizerId ?? 'mine'] as const,
};
