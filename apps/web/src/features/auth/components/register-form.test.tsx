import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { RegisterForm } from './register-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterForm /> },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { initialEntries: ['/register'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** The input labelled exactly `label` (the required asterisk aside). */
function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const valid = {
  'Full Name': 'Priya Sharma',
  'Email Address': 'Priya@Example.in',
  'Phone Number': '9876543210',
  Password: 'secret123',
  'Confirm Password': 'secret123',
};

describe('register form', () => {
  test('an empty form shows every required message', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('Full Name')).toHaveFocus();
  });

  test('shows the spec messages for an invalid email, phone, short password and mismatch', async () => {
    const { user } = renderForm();
    await fill(user, {
      ...valid,
      'Email Address': 'priya@',
      'Phone Number': '98765',
      Password: 'abc',
      'Confirm Password': 'abd',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The first invalid field, in the form's order, takes the focus.
    expect(field('Email Address')).toHaveFocus();
  });

  test('errors clear on edit', async () => {
    const { user } = renderForm();
    await fill(user, { ...valid, 'Phone Number': '12345' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    await fill(user, { 'Phone Number': '9876543210' });
    await waitFor(() => expect(screen.queryByText('Please enter a valid 10-digit phone number')).toBeNull());
  });

  test('sends name, email, phone and password (never the confirmation) and goes to /login', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Account created successfully' }, 201));
    const { user, router } = renderForm();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/register');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '9876543210',
      password: 'secret123',
    });
    expect(await screen.findByText('Account created successfully! Please sign in.')).toBeInTheDocument();
  });

  test('a server error that names a field is shown under that field', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Contains characters that are not allowed',
          field: 'phone',
        },
        400,
      ),
    );
    const { user, router } = renderForm();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const message = await screen.findByText('Contains characters that are not allowed');
    const phone = field('Phone Number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-describedby', message.id);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(router.state.location.pathname).toBe('/register');
  });

  test('a failure without a message falls back to "Registration failed"', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 400 }));
    const { user } = renderForm();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
    // ... and the same text as a toast.
    expect(screen.getAllByText('Registration failed')).toHaveLength(2);
  });
});
