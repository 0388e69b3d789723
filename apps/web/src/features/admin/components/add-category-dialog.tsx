import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CreateCategoryBody, CreateCategoryBodySchema } from '@ticketmela/domain';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button, buttonClasses } from '@/components/ui/button';
import { toastFailure } from '@/components/ui/failure-toast';
import { describedBy, FieldShell, inputClasses, TextField } from '@/components/ui/field';
import { Modal, ModalClose } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { useCreateCategoryMutation } from '../api/create-category';

type CategoryFormValues = z.input<typeof CreateCategoryBodySchema>;

/** The Add Category dialog: name required ('Category name is required'), description optional. */
export function AddCategoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const mutation = useCreateCategoryMutation();
  const formId = useId();
  const descriptionId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CategoryFormValues, unknown, CreateCategoryBody>({
    resolver: zodResolver(CreateCategoryBodySchema),
    defaultValues: { name: '', description: '' },
  });

  useEffect(() => {
    if (open) reset({ name: '', description: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(t`Category created successfully`);
        onOpenChange(false);
      },
      onError: (error) => {
        // A refusal about one field (a duplicate name) is shown under it; the toast is the spec's text.
        const field = isApiError(error) ? error.field : undefined;
        if (field === 'name' || field === 'description') setError(field, { message: error.message });
        toastFailure(t`Failed to create category`, error);
      },
    });
  });

  const busy = mutation.isPending;
  const descriptionError = errors.description?.message;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Add Category`}
      description={t`Organizers pick from these categories when they create an event.`}
      size="md"
      locked={busy}
      footer={
        <>
          <ModalClose className={buttonClasses({ variant: 'outline' })} disabled={busy}>
            <Trans>Cancel</Trans>
          </ModalClose>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? t`Adding...` : t`Add Category`}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t`Category Name`}
          placeholder={t`e.g. Music`}
          required
          maxLength={60}
          disabled={busy}
          error={errors.name?.message}
          {...register('name')}
        />
        <FieldShell id={descriptionId} label={t`Description (optional)`} error={descriptionError}>
          <textarea
            id={descriptionId}
            rows={3}
            maxLength={300}
            placeholder={t`What kind of events belong here?`}
            disabled={busy}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={describedBy(descriptionId, descriptionError)}
            className={inputClasses(Boolean(descriptionError), 'resize-y')}
            {...register('description')}
          />
        </FieldShell>
      </form>
    </Modal>
  );
}
