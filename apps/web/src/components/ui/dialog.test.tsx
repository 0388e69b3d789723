import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Modal, ModalClose } from './modal';

/** A page with a main heading and a button that opens a Modal (or a ConfirmDialog) from state, as the app does. */
function Page({
  kind = 'modal',
  removeOpenerOnClose = false,
}: {
  kind?: 'modal' | 'confirm';
  removeOpenerOnClose?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  function close() {
    setOpen(false);
    if (removeOpenerOnClose) setOpenerShown(false);
  }
  return (
    <main>
      <h1>Events Dashboard</h1>
      {openerShown ? (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      ) : null}
      {kind === 'modal' ? (
        <Modal
          open={open}
          onOpenChange={(next) => (next ? setOpen(true) : close())}
          title="Add Category"
          footer={
            <>
              <ModalClose>Cancel</ModalClose>
              <button type="button" onClick={close}>
                Save
              </button>
            </>
          }
        >
          <label>
            Name <input />
          </label>
        </Modal>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => (next ? setOpen(true) : close())}
          title="Cancel Booking"
          description="Sure?"
          cancelText="Keep Booking"
          onConfirm={close}
        />
      )}
    </main>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog');
}

describe('dialogs hand focus back to the control that opened them', () => {
  test('Escape on a Modal: the opener has focus again', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test("a Modal's Cancel: the opener has focus again", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test("a ConfirmDialog's Escape and its cancel button: the opener has focus again", async () => {
    const user = userEvent.setup();
    render(<Page kind="confirm" />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Keep Booking' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test('a submit that removes the opener: focus goes to the main heading, not to <body>', async () => {
    const user = userEvent.setup();
    render(<Page removeOpenerOnClose />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: 'Events Dashboard' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  test('an opener the page removes after focus came back to it: focus moves on to the main heading', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    // The list reloads and the opener's card leaves it (a cancelled booking).
    rerender(
      <main>
        <h1>Events Dashboard</h1>
      </main>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  test('an opener the browser did not focus on click (Safari): the pressed control gets focus back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.addEventListener('mousedown', (event) => event.preventDefault());
    await user.click(opener);
    expect(opener).not.toHaveFocus();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  test('focus the page moved on purpose while the dialog closed stays there', async () => {
    const user = userEvent.setup();
    const tab = (
      <button type="button" id="tab">
        Upcoming (0)
      </button>
    );
    const { rerender } = render(
      <>
        <Page />
        {tab}
      </>,
    );
    await openDialog(user);
    // The cancelled booking's card leaves the list with its open dialog; the dashboard focuses its tab.
    rerender(<main>{tab}</main>);
    document.getElementById('tab')?.focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Upcoming (0)' })).toHaveFocus();
  });
});
