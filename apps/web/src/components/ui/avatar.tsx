import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';

const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-12 text-lg',
  lg: 'size-20 text-2xl sm:size-24 sm:text-3xl',
} as const;

/** A round avatar with the person's initials; decorative, since the name is always shown beside it. */
export function InitialsAvatar({
  name,
  size = 'md',
  letters = 2,
  className,
}: {
  name: string;
  size?: keyof typeof sizes;
  letters?: number;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-night-800 font-bold text-white',
        sizes[size],
        className,
      )}
    >
      {initialsOf(name, letters)}
    </span>
  );
}
