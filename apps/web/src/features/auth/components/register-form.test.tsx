import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

const fetchMock = vi.fn<typeof fetch>();

function VerifyStateProbe() {
  const { state } = useLocation();
  return <p>verify state: {JSON.stringify(state)}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<RegisterForm />, {
    routes: [{ path: '/verify-email', element: <VerifyStateProbe /> }],
  });
  return user;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ayşe');
  await user.type(screen.getByLabelText('Surname'), 'Yılmaz');
  await user.type(screen.getByLabelText('Username'), 'ayseyilmaz');
  await user.type(screen.getByLabelText('Email'), 'ayse@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret1!');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret1!');
}

describe('RegisterForm', () => {
  it('shows the spec messages for invalid fields', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.type(screen.getByLabelText('Username'), 'abc');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByLabelText('Surname'));
    await user.click(screen.getByLabelText('Confirm password'));
    await user.click(screen.getByLabelText('Name'));

    expect(await screen.findByText('Name must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.getByText('Enter your surname')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 5 characters long')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Password must include at least one uppercase letter'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps submit disabled until the username is confirmed available', async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true, data: false }));
    const user = setup();
    await fillValidForm(user);
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    fetchMock.mockResolvedValueOnce(envelopeResponse({ success: true, data: true }));
    await user.type(screen.getByLabelText('Username'), '2');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('This username is available')).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('sends the form without confirmPassword and opens /verify-email with the login data', async () => {
    fetchMock
      .mockResolvedValueOnce(envelopeResponse({ success: true, data: true }))
      .mockResolvedValueOnce(
        envelopeResponse({ success: true, data: { email: 'ayse@example.com' } }, 201),
      );
    const user = setup();
    await fillValidForm(user);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('verify state: {"email":"ayse@example.com","password":"Secret1!"}'),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/auth/register');
    const body = init?.body as FormData;
    expect([...body.keys()]).toEqual(['name', 'surname', 'userName', 'email', 'password']);
  });

  it('shows the server message, translated when it is a spec message', async () => {
    fetchMock
      .mockResolvedValueOnce(envelopeResponse({ success: true, data: true }))
      .mockResolvedValueOnce(
        envelopeResponse({
          success: false,
          message: 'Please enter a valid email address',
          data: { errors: { email: ['Please enter a valid email address'] } },
        }),
      );
    const user = setup();
    await fillValidForm(user);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2),
    );
  });

  it('says why Create account is disabled while the username is checked, and after', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = setup();
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit).toHaveAccessibleDescription('Choose a free username to create the account.');

    await fillValidForm(user);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Checking whether the username is free before the account can be created…',
    );

    await act(async () => answer(envelopeResponse({ success: true, data: true })));
    expect(await screen.findByText('This username is available')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-describedby');
  });
});
