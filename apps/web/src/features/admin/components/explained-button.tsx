import { useId } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A button that can be unavailable with a reason. Instead of the `disabled` attribute (which hides the button from
 * the keyboard and its tooltip from everyone), an unavailable button is `aria-disabled`, stays focusable, ignores
 * clicks and shows its reason as a tooltip on hover, focus and tap; screen readers read it as the description.
 */
export function ExplainedButton({
  unavailableReason,
  onUnavailableClick,
  onClick,
  className,
  wrapperClassName,
  ...rest
}: ButtonProps & {
  /** When set, the button is unavailable and this is why. */
  unavailableReason?: string | null;
  /** Called instead of onClick while unavailable (to say why in a toast, say). */
  onUnavailableClick?: () => void;
  wrapperClassName?: string;
}) {
  const tipId = useId();
  if (!unavailableReason) return <Button onClick={onClick} className={className} {...rest} />;
  return (
    <span className={cn('group relative inline-flex', wrapperClassName)}>
      <Button
        {...rest}
        aria-disabled="true"
        aria-describedby={tipId}
        className={cn('cursor-not-allowed opacity-60', className)}
        onClick={(event) => {
          event.preventDefault();
          onUnavailableClick?.();
        }}
      />
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-20 mb-2 w-max max-w-56 -translate-x-1/2 rounded-lg bg-gray-900 px-2.5 py-1.5 text-center text-xs font-medium text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {unavailableReason}
      </span>
    </span>
  );
}
