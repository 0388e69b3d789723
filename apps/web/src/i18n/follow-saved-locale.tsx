import { useLingui } from '@lingui/react';
import { isLocale } from '@ticketmela/domain';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { switchLocale } from './locale-switch';

/**
 * A signed-in user's saved language wins (decision 0044): on signing in, and when their account says another language
 * (chosen on another device, read again by the profile sync), the site switches to it and remembers it here. Sits
 * outside what a change of language draws again, so it acts only when the user or their saved choice changes.
 */
export function FollowSavedLocale() {
  const { user } = useSession();
  const { i18n } = useLingui();
  const saved = user?.locale;
  const userId = user?._id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts on a new user or a new saved choice, not on every switch
  useEffect(() => {
    if (isLocale(saved) && saved !== i18n.locale) void switchLocale(saved);
  }, [userId, saved]);

  return null;
}
