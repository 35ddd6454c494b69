import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, session } from '@api/session';
import { recordRequests } from '../setup/requests';
import { ADMIN_TOKEN, CABINET_JWT, renderApp } from '../setup/render-app';
import { WAIT } from '../setup/blocks';

describe('the admin console', () => {
  it('opens on the track upload in Russian, with its five pages in the menu', async () => {
    await renderApp('/admin', { admin: true, locale: 'ru' });
    await screen.findByRole('heading', { level: 1, name: 'Загрузка треков' }, WAIT);
    const menu = screen.getByRole('navigation', { name: 'Админ-консоль' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Загрузка треков', 'История загрузок', 'Музыкальные отчёты', 'Источники', 'География']);
    expect(within(menu).getByRole('link', { name: 'Загрузка треков' }).getAttribute('aria-current')).toBe('page');
    screen.getByRole('button', { name: 'Загрузить' });
  });

  it('reads right to left in Arabic', async () => {
    await renderApp('/admin/sources', { admin: true, locale: 'ar' });
    await screen.findByRole('heading', { level: 1, name: 'المصادر' }, WAIT);
    expect(document.documentElement.dir).toBe('rtl');
    await screen.findByRole('button', { name: 'إضافة القناة' }, WAIT);
    screen.getByRole('searchbox', { name: 'البحث في القنوات' });
  });

  it('signs out of the console only: the admin token goes, the cabinet session stays', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/admin/reports', { admin: true, as: { music: true } });
    await screen.findByRole('heading', { level: 1, name: 'Music reports' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), WAIT);
    const [signout] = requests.to('/admin-api/api/v1/signout');
    expect(signout?.headers.get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored.token).toBeUndefined();
    expect(stored.admin).toBeUndefined();
    expect(stored.jwt_token).toBe(CABINET_JWT);
    expect(session.tokenFor('cabinet')).toBe(CABINET_JWT);
  });
});
