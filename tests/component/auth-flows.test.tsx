import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getUserPasswordRecoveryAcceptMockHandler,
  getUserPasswordRecoveryMockHandler,
  getUserRegistrationMockHandler,
} from '@generated/api/user/user.msw';
import type { components } from '@generated/schema';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const invalid = (errors: Record<string, string[]>): components['schemas']['ValidationError'] => ({
  message: 'The given data was invalid.',
  code: 'validation_failed',
  errors,
});

type SignUpPath =
  '/api/v1/user/registration' | '/api/v1/user/password/recovery' | '/api/v1/user/password/recovery/accept';

/** Answers a path as a server that must not be called, and tells whether it was. */
function forbidCalls(path: SignUpPath) {
  const calls = { count: 0 };
  server.use(
    answer(path, 'post', (_info, reply) => {
      calls.count += 1;
      return reply(500, { message: 'Server error.' });
    }),
  );
  return calls;
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** The message announced under a field (TextField links it with aria-describedby). */
function errorOf(label: string): string | undefined {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('field-error'));
  return error?.textContent ?? undefined;
}

describe('registration', () => {
  const account = {
    first_name: 'Мария',
    last_name: 'Котова',
    email: 'm.kotova@mediagroup.ru',
    phone: '+7 (916) 555-12-34',
    password: 'Secret-2026',
  };

  async function fillIn(user: UserEvent, values = account, confirmation = values.password) {
    await user.type(await screen.findByLabelText('First name'), values.first_name);
    await user.type(screen.getByLabelText('Last name'), values.last_name);
    await user.type(screen.getByLabelText('Email'), values.email);
    await user.type(screen.getByLabelText('Phone'), values.phone);
    await user.type(screen.getByLabelText('Password'), values.password);
    await user.type(screen.getByLabelText('Repeat the password'), confirmation);
  }

  function expectTypedValuesKept() {
    expect(valueOf('First name')).toBe(account.first_name);
    expect(valueOf('Last name')).toBe(account.last_name);
    expect(valueOf('Email')).toBe(account.email);
    expect(valueOf('Phone')).toBe(account.phone);
    expect(valueOf('Password')).toBe(account.password);
    expect(valueOf('Repeat the password')).toBe(account.password);
  }

  it('sends what was typed, without the confirmation, and offers to sign in', async () => {
    const requests = recordRequests();
    const { router } = await renderApp('/registration');
    await screen.findByRole('heading', { name: 'Create an account' });
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { name: 'Account created' });
    screen.getByText('Your account has been created. Sign in with your email and password.');
    expect(requests.bodies('/api/v1/user/registration')).toEqual([account]);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows an already registered email under the email field, with a summary, keeping what was typed', async () => {
    server.use(
      refuse('/api/v1/user/registration', 'post', 400, invalid({ email: ['The email has already been taken.'] })),
    );
    await renderApp('/registration');
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText('Some fields are not filled in correctly.');
    expect(errorOf('Email')).toBe('The email has already been taken.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expectTypedValuesKept();

    // The server's message goes away once the person changes the field.
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(errorOf('Email')).toBeUndefined();
  });

  it('puts each field error of a 400 under its own field', async () => {
    server.use(
      refuse(
        '/api/v1/user/registration',
        'post',
        400,
        invalid({ password: ['The password must be at least 8 characters.'], phone: ['The phone format is invalid.'] }),
      ),
    );
    await renderApp('/registration');
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(errorOf('Password')).toBe('The password must be at least 8 characters.'));
    expect(errorOf('Phone')).toBe('The phone format is invalid.');
    expect(errorOf('Email')).toBeUndefined();
    screen.getByText('Some fields are not filled in correctly.');
  });

  it('says so when the server declines the registration', async () => {
    server.use(getUserRegistrationMockHandler({ result: false }));
    await renderApp('/registration');
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText(
      'The registration was declined. Check your details and try again, or contact your account manager.',
    );
    expect(screen.queryByRole('heading', { name: 'Account created' })).toBeNull();
    expectTypedValuesKept();
  });

  it('says so when the server cannot be reached', async () => {
    server.use(answer('/api/v1/user/registration', 'post', () => HttpResponse.error()));
    await renderApp('/registration');
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText('No connection to the server. Check your network and try again.');
    expectTypedValuesKept();
  });

  it('checks every field before calling the server', async () => {
    const calls = forbidCalls('/api/v1/user/registration');
    await renderApp('/registration');
    const user = userEvent.setup();
    await screen.findByLabelText('First name');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText('Enter your first name.');
    expect(errorOf('Last name')).toBe('Enter your last name.');
    expect(errorOf('Email')).toBe('Enter your email.');
    expect(errorOf('Phone')).toBe('Enter your phone number.');
    expect(errorOf('Password')).toBe('Enter a password.');
    expect(errorOf('Repeat the password')).toBe('Repeat the password.');
    expect(calls.count).toBe(0);
  });

  it('rejects a malformed email and phone, a short password and a confirmation that differs, keeping the input', async () => {
    const calls = forbidCalls('/api/v1/user/registration');
    await renderApp('/registration');
    const user = userEvent.setup();
    const typed = { ...account, email: 'maria@', phone: '12', password: 'short' };
    await fillIn(user, typed, 'shorter');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(errorOf('Email')).toBe('Enter a valid email, like name@company.com.'));
    expect(errorOf('Phone')).toBe('Enter a valid phone number.');
    expect(errorOf('Password')).toBe('Use at least 8 characters.');
    expect(errorOf('Repeat the password')).toBe('The passwords do not match.');
    expect(errorOf('First name')).toBeUndefined();
    expect(calls.count).toBe(0);
    expect(valueOf('Email')).toBe('maria@');
    expect(valueOf('Phone')).toBe('12');
    expect(valueOf('Password')).toBe('short');
    expect(valueOf('Repeat the password')).toBe('shorter');

    // A corrected value clears its message while typing.
    await user.type(screen.getByLabelText('Phone'), '34');
    expect(errorOf('Phone')).toBeUndefined();
  });

  it('accepts the phone forms of the contract and rejects the others', async () => {
    forbidCalls('/api/v1/user/registration');
    await renderApp('/registration');
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone');
    const cases: Array<[string, boolean]> = [
      ['+7 (495) 123-45-67', true],
      ['8-800-555-35-35', true],
      ['1234', true],
      ['123', false],
      ['+12', false],
      ['+7 495 123 45 6x', false],
      ['(495) 123-45-67', false],
    ];
    for (const [value, valid] of cases) {
      await user.clear(phone);
      await user.type(phone, value);
      await user.tab();
      expect({ value, error: errorOf('Phone') }).toEqual({
        value,
        error: valid ? undefined : 'Enter a valid phone number.',
      });
    }
  });

  it('tells a field is missing when the person leaves it empty', async () => {
    await renderApp('/registration');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('First name'));
    expect(errorOf('First name')).toBeUndefined();
    await user.tab();
    expect(errorOf('First name')).toBe('Enter your first name.');
  });

  it('links to sign-in', async () => {
    const { router } = await renderApp('/registration');
    expect((await screen.findByText(/Already have an account\?/)).textContent).toBe('Already have an account? Sign in');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('password recovery', () => {
  const email = 'anna.smirnova@mediagroup.ru';

  async function request(user: UserEvent, value = email) {
    await user.type(await screen.findByLabelText('Email'), value);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
  }

  it('sends the typed email and asks to check the inbox', async () => {
    const requests = recordRequests();
    const { router } = await renderApp('/password-recovery');
    await screen.findByRole('heading', { name: 'Reset your password' });
    const user = userEvent.setup();
    await request(user);

    await screen.findByRole('heading', { name: 'Check your email' });
    expect(screen.getByText(email).tagName).toBe('STRONG');
    expect(requests.bodies('/api/v1/user/password/recovery')).toEqual([{ email }]);
    await user.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says so when the email could not be sent, keeping the address', async () => {
    server.use(getUserPasswordRecoveryMockHandler({ success: 0 }));
    await renderApp('/password-recovery');
    await request(userEvent.setup());

    await screen.findByText('The email could not be sent. Please try again later.');
    expect(valueOf('Email')).toBe(email);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });

  it('shows the server field error under the email field', async () => {
    server.use(
      refuse(
        '/api/v1/user/password/recovery',
        'post',
        400,
        invalid({ email: ['The email must be a valid email address.'] }),
      ),
    );
    await renderApp('/password-recovery');
    await request(userEvent.setup());

    await screen.findByText('Some fields are not filled in correctly.');
    expect(errorOf('Email')).toBe('The email must be a valid email address.');
    expect(valueOf('Email')).toBe(email);
  });

  it('says so when the server cannot be reached', async () => {
    server.use(answer('/api/v1/user/password/recovery', 'post', () => HttpResponse.error()));
    await renderApp('/password-recovery');
    await request(userEvent.setup());

    await screen.findByText('No connection to the server. Check your network and try again.');
    expect(valueOf('Email')).toBe(email);
  });

  it('says so when the server fails', async () => {
    server.use(refuse('/api/v1/user/password/recovery', 'post', 500, { message: 'Server Error' }));
    await renderApp('/password-recovery');
    await request(userEvent.setup());

    await screen.findByText('The server could not process the request. Please try again later.');
  });

  it('checks the email before calling the server', async () => {
    const calls = forbidCalls('/api/v1/user/password/recovery');
    await renderApp('/password-recovery');
    const user = userEvent.setup();
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByText('Enter your email.');

    await request(user, 'anna@');
    await screen.findByText('Enter a valid email, like name@company.com.');
    expect(valueOf('Email')).toBe('anna@');
    expect(calls.count).toBe(0);
  });
});

describe('new password', () => {
  const token = '9c1f0e7a52b34d8e';
  const email = 'anna.smirnova@mediagroup.ru';
  const link = `/new-password?token=${token}&email=${encodeURIComponent(email)}`;

  async function setPassword(user: UserEvent, password = 'New-Secret-2026', confirmation = password) {
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Repeat the password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
  }

  it('sends the link token and email with the typed password, then offers to sign in', async () => {
    const requests = recordRequests();
    const { router } = await renderApp(link);
    await screen.findByRole('heading', { name: 'Set a new password' });
    expect(valueOf('Email')).toBe(email);
    const user = userEvent.setup();
    await setPassword(user);

    await screen.findByRole('heading', { name: 'Password changed' });
    expect(requests.bodies('/api/v1/user/password/recovery/accept')).toEqual([
      { email, token, password: 'New-Secret-2026' },
    ]);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says the link has expired when the server answers 0, and links to a new request', async () => {
    server.use(getUserPasswordRecoveryAcceptMockHandler({ success: 0 }));
    const { router } = await renderApp(link);
    const user = userEvent.setup();
    await setPassword(user);

    await screen.findByRole('heading', { name: 'This link is no longer valid' });
    screen.getByText('The link has expired or was already used. Request a new one to set your password.');
    expect(screen.queryByLabelText('New password')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-recovery'));
  });

  it.each([
    ['without a token', `/new-password?email=${encodeURIComponent(email)}`],
    ['without an email', `/new-password?token=${token}`],
    ['with an empty token', `/new-password?token=&email=${encodeURIComponent(email)}`],
  ])('shows the expired-link message and no form for a link %s', async (_case, url) => {
    const calls = forbidCalls('/api/v1/user/password/recovery/accept');
    await renderApp(url);
    await screen.findByRole('heading', { name: 'This link is no longer valid' });
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/password-recovery');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls.count).toBe(0);
  });

  it('shows a password error under the field and other field errors in the summary', async () => {
    server.use(
      refuse(
        '/api/v1/user/password/recovery/accept',
        'post',
        400,
        invalid({ password: ['The password is too common.'], token: ['The token format is invalid.'] }),
      ),
    );
    await renderApp(link);
    await setPassword(userEvent.setup());

    const summary = await screen.findByText('Some fields are not filled in correctly.');
    expect(summary.textContent).toContain('The token format is invalid.');
    expect(errorOf('New password')).toBe('The password is too common.');
    expect(valueOf('New password')).toBe('New-Secret-2026');
    expect(valueOf('Repeat the password')).toBe('New-Secret-2026');
  });

  it('says so when the server cannot be reached', async () => {
    server.use(answer('/api/v1/user/password/recovery/accept', 'post', () => HttpResponse.error()));
    await renderApp(link);
    await setPassword(userEvent.setup());

    await screen.findByText('No connection to the server. Check your network and try again.');
    expect(valueOf('New password')).toBe('New-Secret-2026');
  });

  it('checks the password and its confirmation before calling the server', async () => {
    const calls = forbidCalls('/api/v1/user/password/recovery/accept');
    await renderApp(link);
    const user = userEvent.setup();
    await setPassword(user, 'short', 'other');

    await waitFor(() => expect(errorOf('New password')).toBe('Use at least 8 characters.'));
    expect(errorOf('Repeat the password')).toBe('The passwords do not match.');
    expect(valueOf('New password')).toBe('short');
    expect(valueOf('Repeat the password')).toBe('other');

    // Fixing the password to match the confirmation clears both messages.
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'other-secret');
    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'other-secret');
    expect(errorOf('New password')).toBeUndefined();
    expect(errorOf('Repeat the password')).toBeUndefined();
    expect(calls.count).toBe(0);
  });
});

describe('translations', () => {
  it('shows the registration, recovery and new-password screens in Russian', async () => {
    let view = await renderApp('/registration', { locale: 'ru' });
    await screen.findByRole('button', { name: 'Зарегистрироваться' });
    screen.getByLabelText('Повторите пароль');
    expect(screen.getByRole('link', { name: 'Войти' }).parentElement?.textContent).toBe(
      'Уже есть учётная запись? Войти',
    );
    view.unmount();
    view = await renderApp('/password-recovery', { locale: 'ru' });
    await screen.findByRole('heading', { name: 'Восстановление пароля' });
    view.unmount();
    await renderApp('/new-password', { locale: 'ru' });
    await screen.findByRole('heading', { name: 'Ссылка больше недействительна' });
  });
});
