/** Query keys of the users feature; scoped by user id so one person's data never shows for another. */
export const userKeys = {
  all: ['users'] as const,
  profile: (userId: string) => ['users', userId, 'profile'] as const,
  stats: (userId: string) => ['users', userId, 'profile-stats'] as const,
};
