import Ticket from 'lucide-react/icons/ticket';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export function BrandLogo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight',
        tone === 'light' && 'focus-ring-light',
      )}
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-sm">
        <Ticket aria-hidden="true" className="size-5 -rotate-12" />
      </span>
      <span className={tone === 'light' ? 'text-white' : 'text-night-950'}>
        {/* i18n-exempt: the brand is written the same in every language */}
        Ticket<span className={tone === 'light' ? 'text-marigold-300' : 'text-brand-700'}>Mela</span>
      </span>
    </Link>
  );
}
