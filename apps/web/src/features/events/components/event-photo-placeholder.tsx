import Ticket from 'lucide-react/icons/ticket';
import { cn } from '@/lib/cn';

/** Shown where an event has no photo: the brand gradient with a ticket icon (decorative). */
export function EventPhotoPlaceholder({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex size-full items-center justify-center bg-gradient-to-br from-night-800 via-night-900 to-brand-900',
        className,
      )}
    >
      <Ticket className="size-12 -rotate-12 text-marigold-300/80" />
    </div>
  );
}
