import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { BAN_REASON_REQUIRED, BanOrganizerDialog } from './ban-organizer-dialog';

function renderDialog(props: { busy?: boolean; onConfirm?: (reason: string) => void } = {}) {
  const onConfirm = props.onConfirm ?? vi.fn();
  render(
    <BanOrganizerDialog
      open
      onOpenChange={() => {}}
      name="Priya Sharma"
      busy={props.busy ?? false}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe('ban organizer dialog', () => {
  test("is titled 'Ban Organizer' and keeps 'Ban User' disabled while the reason is blank after trimming", async () => {
    const user = userEvent.setup();
    const onConfirm = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Ban Organizer' })).toBeInTheDocument();
    const reason = screen.getByPlaceholderText('Enter ban reason...');
    const confirm = screen.getByRole('button', { name: 'Ban User' });
    expect(confirm).toBeDisabled();

    await user.type(reason, '    ');
    expect(confirm).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(reason, ' Selling tickets outside the platform ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Selling tickets outside the platform');
  });

  test('says a reason is needed once the blank field is left', async () => {
    const user = userEvent.setup();
    renderDialog();
    const reason = screen.getByRole('textbox', { name: 'Ban Reason' });
    expect(screen.queryByText(BAN_REASON_REQUIRED)).not.toBeInTheDocument();
    await user.click(reason);
    await user.tab();
    expect(reason).toHaveAccessibleDescription(BAN_REASON_REQUIRED);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
  });

  test("while the ban is sent the button reads 'Banning...' and nothing can be pressed", () => {
    renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Banning...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByPlaceholderText('Enter ban reason...')).toBeDisabled();
  });
});
