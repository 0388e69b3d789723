import { Trans, useLingui } from '@lingui/react/macro';
import { EVENT_PHOTO_TYPES, eventPhotoProblem } from '@ticketmela/domain';
import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { domainText } from '@/i18n/domain-text';
import { cn } from '@/lib/cn';

export interface PhotoState {
  /** A newly chosen photo. */
  file: File | null;
  /** Edit: the organizer removed the event's current photo. */
  removeExisting: boolean;
}

export const NO_PHOTO_CHANGE: PhotoState = { file: null, removeExisting: false };

/** A preview URL for a chosen file, revoked when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Optional Event Image: choose (PNG, JPEG or WebP up to 5 MB), preview, remove. */
export function PhotoField({
  value,
  onChange,
  existingPhotoUrl,
  error,
  onError,
  disabled,
}: {
  value: PhotoState;
  onChange: (next: PhotoState) => void;
  /** The event's current photo (edit). */
  existingPhotoUrl: string | null;
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenUrl = useObjectUrl(value.file);
  const previewUrl = chosenUrl ?? (value.removeExisting ? null : existingPhotoUrl);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = eventPhotoProblem(file);
    if (problem) {
      onError(problem);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onError(null);
    onChange({ file, removeExisting: value.removeExisting });
  }

  function remove() {
    onError(null);
    if (inputRef.current) inputRef.current.value = '';
    // Remove takes away the image shown: a new choice, and the event's current photo with it.
    onChange({ file: null, removeExisting: existingPhotoUrl !== null });
  }

  return (
    <div className="space-y-2">
      {/* The section's heading shows the name; this label gives it to the file input. */}
      <label htmlFor={id} className="sr-only">
        <Trans>Event Image (optional)</Trans>
      </label>
      {previewUrl ? (
        <div className="overflow-hidden rounded-xl border border-gray-200 bg-gray-50">
          <img
            src={previewUrl}
            alt={value.file ? t`Preview of the chosen event image` : t`The current event image`}
            className="aspect-[16/9] w-full object-cover"
          />
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-200 bg-white px-4 py-3">
            <p className="min-w-0 truncate text-sm text-gray-700">
              {value.file ? value.file.name : t`Current image`}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => inputRef.current?.click()}
                disabled={disabled}
              >
                <Trans>Change</Trans>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={remove}
                disabled={disabled}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                icon={<Trash2 aria-hidden="true" className="size-4" />}
              >
                <Trans>Remove image</Trans>
              </Button>
            </div>
          </div>
        </div>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={EVENT_PHOTO_TYPES.join(',')}
        disabled={disabled}
        onChange={(event) => choose(event.target.files?.[0])}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
        className="peer sr-only"
      />
      {previewUrl ? null : (
        // A second label for the input: the large target that opens the file chooser.
        <label
          htmlFor={id}
          className={cn(
            'flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
            error
              ? 'border-red-400 bg-red-50'
              : 'border-gray-300 bg-gray-50 hover:border-brand-600 hover:bg-brand-50',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
            <ImagePlus aria-hidden="true" className="size-6" />
          </span>
          <span className="font-semibold text-gray-900">
            <Trans>Click to upload an image</Trans>
          </span>
        </label>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {domainText(error)}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-gray-600">
          <Trans>PNG, JPG, JPEG or WebP up to 5MB. A wide image (16:9) looks best.</Trans>
        </p>
      )}
    </div>
  );
}
