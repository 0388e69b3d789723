import Ticket from 'lucide-react/icons/ticket';
import { cn } from '@/lib/cn';

/** A booking's event photo (decorative: the title is always beside it), or the brand gradient without one. */
export function EventThumbnail({
  photo,
  className,
}: {
  photo: string | null | undefined;
  className?: string;
}) {
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex size-full items-center justify-center bg-gradient-to-br from-night-800 via-night-900 to-brand-900',
        className,
      )}
    >
      <Ticket className="size-10 -rotate-12 text-marigold-300/80" />
    </div>
  );
}
