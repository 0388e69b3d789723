import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('confirm dialog', () => {
  test('shows title, description and the button texts; confirm calls back', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete Account"
        description="This cannot be undone."
        confirmText="Delete"
        cancelText="Keep it"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete Account' })).toHaveAccessibleDescription(
      'This cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  test('a required reason keeps confirm disabled while it is blank after trimming', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Cancel Event"
        description="Attendees will be refunded."
        confirmText="Cancel Event"
        requireReason
        reasonLabel="Reason for cancellation"
        onConfirm={onConfirm}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Cancel Event' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/Reason for cancellation/), '   ');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/Reason for cancellation/), ' Venue flooded ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Venue flooded');
  });

  test('an optional reason may stay empty, and is passed trimmed when given', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Undo Check-in"
        description="The ticket can be scanned again."
        confirmText="Undo check-in"
        askReason
        reasonLabel="Reason (optional)"
        onConfirm={onConfirm}
      />,
    );
    const reason = screen.getByLabelText('Reason (optional)');
    expect(reason).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Undo check-in' }));
    expect(onConfirm).toHaveBeenLastCalledWith('');
    await user.type(reason, '  Wrong ticket ');
    await user.click(screen.getByRole('button', { name: 'Undo check-in' }));
    expect(onConfirm).toHaveBeenLastCalledWith('Wrong ticket');
  });

  test('while busy both buttons are disabled and the busy text shows', () => {
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete Account"
        description="Sure?"
        confirmText="Delete"
        busy
        busyText="Deleting..."
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
