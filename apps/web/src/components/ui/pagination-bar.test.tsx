import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PaginationBar } from './pagination-bar';

describe('pagination bar', () => {
  test('is not shown when everything fits on one page', () => {
    const { container } = render(
      <PaginationBar
        pagination={{ current: 1, pages: 1, total: 7 }}
        shown={7}
        noun="contacts"
        onPageChange={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  test("with more pages it says 'Showing N of total contacts' and moves with Previous and Next", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <PaginationBar
        pagination={{ current: 1, pages: 3, total: 45 }}
        shown={20}
        noun="contacts"
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText(/Showing 20 of 45 contacts/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  test('Next is disabled on the last page', () => {
    render(
      <PaginationBar
        pagination={{ current: 3, pages: 3, total: 45 }}
        shown={5}
        noun="contacts"
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
  });
});
