import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@api/session';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

async function signIn(email = 'anna.smirnova@mediagroup.ru', password = 'Secret-2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('cabinet login', () => {
  it('signs in through the generated hook, stores the JWT and opens the cabinet', async () => {
    const requests = recordRequests();
    await renderApp('/login');
    await signIn();
    await screen.findByRole('heading', { name: 'Welcome, Анна' });
    expect(requests.bodies('/api/v1/user/login')).toEqual([
      { email: 'anna.smirnova@mediagroup.ru', password: 'Secret-2026' },
    ]);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.jwt_token).toMatch(/^eyJ/);
    expect(stored.user.permissions).toEqual({ all: true });
  });

  it('returns to the requested page after sign-in', async () => {
    const { router } = await renderApp('/login?redirect=%2Fcabinet%3Ftab%3D1');
    await signIn();
    await waitFor(() => expect(router.state.location.href).toBe('/cabinet?tab=1'));
  });

  it('ignores a redirect to another site', async () => {
    const { router } = await renderApp('/login?redirect=%2F%2Fevil.example');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet'));
  });

  it('says so when the credentials are wrong, keeping what was typed', async () => {
    server.use(
      refuse('/api/v1/user/login', 'post', 401, {
        message: 'These credentials do not match our records.',
        code: 'invalid_credentials',
      }),
    );
    await renderApp('/login');
    await signIn('anna.smirnova@mediagroup.ru', 'wrong');
    await screen.findByText('The email or password is wrong.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('anna.smirnova@mediagroup.ru');
    expect(localStorage.getItem(SESSION_STORAGE_KEY) ?? '').not.toContain('jwt_token');
  });

  it('says so when the server cannot be reached', async () => {
    server.use(answer('/api/v1/user/login', 'post', () => HttpResponse.error()));
    await renderApp('/login');
    await signIn();
    await screen.findByText('No connection to the server. Check your network and try again.');
  });

  it('checks the fields before calling the server', async () => {
    let called = false;
    server.use(
      answer('/api/v1/user/login', 'post', (_info, reply) => {
        called = true;
        return reply(500, { message: 'Server error.' });
      }),
    );
    await renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter a valid email, like name@company.com.');
    await screen.findByText('Enter your password.');
    expect(called).toBe(false);
  });

  it('is shown in Russian by default and in Arabic right to left', async () => {
    const view = await renderApp('/login', { locale: 'ru' });
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
    expect(document.documentElement.lang).toBe('ru');
    view.unmount();
    await renderApp('/login', { locale: 'ar' });
    await screen.findByRole('heading', { name: 'تسجيل الدخول إلى الحساب' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.classList.contains('rtl')).toBe(true);
  });
});

describe('cabinet guard', () => {
  it('sends a visitor without the JWT to login with the full original path', async () => {
    const { router } = await renderApp('/cabinet?period%5Bstart_date%5D=2026-11-16');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/cabinet?period[start_date]=2026-11-16' });
  });
});
