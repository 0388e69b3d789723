import { useLingui } from '@lingui/react/macro';
import { isLocale, type Locale } from '@ticketmela/domain';
import Languages from 'lucide-react/icons/languages';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { saveLocale, switchLocale } from './locale-switch';

/** Each language by its own name, in its own script: the one a reader of it looks for. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * One click to the other language (the header's, and the profile's): the whole site switches at once, the choice is
 * remembered in this browser (the `lang` cookie the server draws pages by) and, when signed in, on the account.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { user, updateUser } = useSession();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const other: Locale = current === 'hi' ? 'en' : 'hi';

  async function choose() {
    // The account's choice first, so that following it (FollowSavedLocale) agrees with the switch.
    if (user) updateUser({ locale: other });
    await switchLocale(other);
    if (user) await saveLocale(other).catch(() => undefined);
  }

  return (
    <button
      type="button"
      lang={other}
      onClick={() => void choose()}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
