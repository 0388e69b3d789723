import { useLingui } from '@lingui/react';
import { isLocale } from '@ticketmela/domain';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { chosenLocale, saveLocale, switchLocale } from './locale-switch';

/**
 * A signed-in user's language (decision 0044). The language chosen in this browser (the header's switch, the `lang`
 * cookie) is saved on the account when it differs, so the account's e-mails and other devices follow it; a browser
 * where none was chosen follows the account's (on signing in, and when the profile sync reads another one). Loaded
 * only for a signed-in user; it acts when the user, their saved language or the page's language changes.
 */
export default function FollowSavedLocale() {
  const { user, updateUser } = useSession();
  const { i18n } = useLingui();
  const saved = user?.locale;
  const userId = user?._id;
  const current = i18n.locale;

  // biome-ignore lint/correctness/useExhaustiveDependencies: updateUser changes with the user it already follows
  useEffect(() => {
    if (!userId) return;
    const chosen = chosenLocale();
    if (chosen && chosen !== saved) {
      updateUser({ locale: chosen });
      void saveLocale(chosen).catch(() => undefined);
    } else if (!chosen && isLocale(saved) && saved !== current) {
      void switchLocale(saved);
    }
  }, [userId, saved, current]);

  return null;
}
