import { profileStatsKey, usersRoot } from '@/lib/query-keys';

/** Query keys of the users feature; scoped by user id so one person's data never shows for another. */
export const userKeys = {
  all: usersRoot,
  profile: (userId: string) => [...usersRoot, userId, 'profile'] as const,
  stats: profileStatsKey,
};
