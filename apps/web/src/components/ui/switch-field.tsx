import type { ComponentPropsWithoutRef, ReactNode } from 'react';

interface SwitchFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'role' | 'className'> {
  /** What the switch turns on, beside its track. */
  label: ReactNode;
  /** What being on means, under it (its id describes the switch). */
  note: ReactNode;
  noteId: string;
  checked?: boolean;
  ref?: React.Ref<HTMLInputElement>;
}

/**
 * An on/off setting: a checkbox with the switch role, drawn as a track beside its words. The label is the hidden
 * input's positioned box, so focusing it never scrolls the page to where an unpositioned one would sit.
 */
export function SwitchField({ label, note, noteId, checked, ...input }: SwitchFieldProps) {
  return (
    <div className="space-y-1">
      <label className="relative inline-flex cursor-pointer items-center gap-3 font-semibold text-gray-900">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="peer sr-only"
          aria-describedby={noteId}
          {...input}
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 shrink-0 rounded-full bg-gray-400 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
        {label}
      </label>
      <p id={noteId} className="text-sm text-gray-700">
        {note}
      </p>
    </div>
  );
}
