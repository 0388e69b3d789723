import { Fragment } from 'react';
import { cn } from '@/lib/cn';

/**
 * An e-mail address that, when it has to wrap, wraps after the @ or before a dot (line-break opportunities), and
 * inside a part only when that part alone is wider than the line. `break-all` would cut it anywhere, even where a
 * sensible point was at hand.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={cn('break-words', className)}>
      {parts.map((part, index) => (
        // The parts of one address never move: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
