import { useLingui } from '@lingui/react/macro';
import { type Locale, localeOr } from '@ticketmela/domain';
import { cn } from '@/lib/cn';
import { switchLocale } from './locale-switch';

/** Each language by its own name, in its own script: the one a reader of it looks for. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * One click to the other language (the header's, and the profile's): the whole site switches at once and the choice
 * is remembered in this browser (the `lang` cookie the server draws pages by); a signed-in user's account takes it
 * too (follow-saved-locale.tsx).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const current: Locale = localeOr(i18n.locale);
  const other: Locale = current === 'hi' ? 'en' : 'hi';

  return (
    <button
      type="button"
      lang={other}
      onClick={() => void switchLocale(other)}
      className={cn(
        // As wide in every font: its name's face arriving after the first paint moves nothing beside it.
        'inline-flex min-h-11 w-18 items-center justify-center rounded-lg text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900',
        className,
      )}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
