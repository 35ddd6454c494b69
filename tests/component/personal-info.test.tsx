import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserEditMockHandler } from '@generated/api/user/user.msw';
import type { UserEditRequest } from '@generated/model';
import { createQueryClient } from '@api/query-client';
import { SESSION_STORAGE_KEY, session, type SessionUser } from '@api/session';
import { PersonalInfoForm } from '@features/profile/personal-info-form';
import { activateLocale, i18n } from '@i18n/i18n';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';

const ANNA: SessionUser = {
  id: 1001,
  first_name: 'Анна',
  last_name: 'Смирнова',
  email: 'anna.smirnova@mediagroup.ru',
  phone: '+7 (495) 123-45-67',
  permissions: { all: true },
};
const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDAxIn0.Qm9ndXNTaWduYXR1cmVBbGw';

async function renderForm() {
  await activateLocale('en', { remember: false });
  const onClose = vi.fn();
  const queryClient = createQueryClient();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PersonalInfoForm onClose={onClose} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByRole('heading', { name: 'Personal information' });
  return { onClose, user: userEvent.setup() };
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function saveButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
}

/** The message linked to an input through aria-describedby, if any. */
function describedError(label: string): string | undefined {
  const ids = input(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? undefined) : undefined;
}

/** Records the bodies of the edit calls while answering like the server: the stored profile. */
function recordEdits() {
  const bodies: UserEditRequest[] = [];
  const headers: Headers[] = [];
  server.use(
    getUserEditMockHandler(async ({ request }) => {
      const body = (await request.json()) as UserEditRequest;
      bodies.push(body);
      headers.push(request.headers);
      return { item: { ...ANNA, first_name: body.first_name, last_name: body.last_name, phone: body.phone } };
    }),
  );
  return { bodies, headers };
}

beforeEach(() => {
  session.signInCabinet(JWT, ANNA);
});

describe('personal information form', () => {
  it('shows the stored values, with the email read-only and Save off until something changes', async () => {
    const { user } = await renderForm();
    expect(input('First name').value).toBe('Анна');
    expect(input('Last name').value).toBe('Смирнова');
    expect(input('Email').value).toBe('anna.smirnova@mediagroup.ru');
    expect(input('Email').readOnly).toBe(true);
    expect(input('Phone').value).toBe('+7 (495) 123-45-67');
    expect(input('New password').value).toBe('');
    expect(saveButton().disabled).toBe(true);

    await user.type(input('Email'), 'x');
    expect(input('Email').value).toBe('anna.smirnova@mediagroup.ru');
    expect(saveButton().disabled).toBe(true);

    await user.type(input('Last name'), 'а');
    expect(saveButton().disabled).toBe(false);
    await user.type(input('Last name'), '{Backspace}');
    expect(saveButton().disabled).toBe(true);

    await user.type(input('New password'), 'New-Secret-2026');
    expect(saveButton().disabled).toBe(false);
  });

  it('saves the changes without the email or an empty password, then stores and shows the new values', async () => {
    const { bodies, headers } = recordEdits();
    const { user } = await renderForm();
    await user.clear(input('First name'));
    await user.type(input('First name'), 'Анастасия');
    await user.clear(input('Phone'));
    await user.type(input('Phone'), '+7 (495) 123-45-68');
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your personal information has been saved.',
    );
    expect(bodies).toEqual([{ first_name: 'Анастасия', last_name: 'Смирнова', phone: '+7 (495) 123-45-68' }]);
    expect(headers[0]?.get('authorization')).toBe(`Bearer ${JWT}`);
    expect(session.get().user).toEqual({ ...ANNA, first_name: 'Анастасия', phone: '+7 (495) 123-45-68' });
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.user.first_name).toBe('Анастасия');
    expect(stored.jwt_token).toBe(JWT);
    expect(input('First name').value).toBe('Анастасия');
    expect(input('Phone').value).toBe('+7 (495) 123-45-68');
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('sends a typed password and clears it after saving', async () => {
    const { bodies } = recordEdits();
    const { user } = await renderForm();
    await user.type(input('New password'), 'New-Secret-2026');
    await user.click(saveButton());

    await screen.findByText('Your personal information has been saved.');
    expect(bodies).toEqual([
      { first_name: 'Анна', last_name: 'Смирнова', phone: '+7 (495) 123-45-67', password: 'New-Secret-2026' },
    ]);
    expect(input('New password').value).toBe('');
    expect(saveButton().disabled).toBe(true);
  });

  it('asks for the required fields as the person types and leaves them', async () => {
    const { bodies } = recordEdits();
    const { user } = await renderForm();
    await user.clear(input('First name'));
    expect(describedError('First name')).toBe('Fill in this field.');
    expect(input('First name').getAttribute('aria-invalid')).toBe('true');
    await user.type(input('First name'), 'А');
    expect(describedError('First name')).toBeUndefined();

    await user.click(input('Last name'));
    await user.clear(input('Last name'));
    await user.type(input('Last name'), '   ');
    await user.tab();
    expect(describedError('Last name')).toBe('Fill in this field.');

    await user.click(saveButton());
    expect(describedError('Last name')).toBe('Fill in this field.');
    expect(bodies).toEqual([]);
  });

  it('checks the phone and a typed password before calling the server', async () => {
    const { bodies } = recordEdits();
    const { user } = await renderForm();
    await user.clear(input('Phone'));
    expect(describedError('Phone')).toBe('Fill in this field.');
    await user.type(input('Phone'), 'call me');
    await user.tab();
    expect(describedError('Phone')).toBe('Enter a valid phone number, like +7 (495) 123-45-67.');

    await user.type(input('New password'), 'short');
    await user.tab();
    expect(describedError('New password')).toBe('The password must be at least 8 characters long.');

    await user.click(saveButton());
    expect(describedError('Phone')).toBe('Enter a valid phone number, like +7 (495) 123-45-67.');
    expect(bodies).toEqual([]);

    await user.clear(input('Phone'));
    await user.type(input('Phone'), '8 (812) 555-01-23');
    expect(describedError('Phone')).toBeUndefined();
    await user.type(input('New password'), '-and-longer');
    expect(describedError('New password')).toBeUndefined();
  });

  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    server.use(
      refuse('/api/v1/user/edit', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { phone: ['The phone format is invalid.'] },
      }),
    );
    const { user } = await renderForm();
    await user.clear(input('Phone'));
    await user.type(input('Phone'), '+7 (495) 000');
    await user.click(saveButton());

    await screen.findByText('Some fields are not filled in correctly.');
    expect(describedError('Phone')).toBe('The phone format is invalid.');
    expect(input('Phone').value).toBe('+7 (495) 000');
    expect(session.get().user).toEqual(ANNA);
    expect(saveButton().disabled).toBe(false);

    await user.type(input('Phone'), '1');
    expect(describedError('Phone')).toBeUndefined();
  });

  it('says so when the server cannot be reached, keeping what was typed', async () => {
    server.use(answer('/api/v1/user/edit', 'post', () => HttpResponse.error()));
    const { user } = await renderForm();
    await user.type(input('Last name'), '-Петрова');
    await user.type(input('New password'), 'New-Secret-2026');
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'No connection to the server. Check your network and try again.',
    );
    expect(input('Last name').value).toBe('Смирнова-Петрова');
    expect(input('New password').value).toBe('New-Secret-2026');
    expect(session.get().user).toEqual(ANNA);
  });

  it('asks to sign in again when the session has ended', async () => {
    server.use(refuse('/api/v1/user/edit', 'post', 401, { message: 'Unauthenticated.', code: 'unauthenticated' }));
    const { user } = await renderForm();
    await user.type(input('First name'), '-Мария');
    await user.click(saveButton());

    await screen.findByText('Your session has ended. Sign in again to save your changes.');
    expect(input('First name').value).toBe('Анна-Мария');
  });

  it('puts the stored values back on Cancel and closes', async () => {
    const { onClose, user } = await renderForm();
    await user.clear(input('First name'));
    await user.type(input('Phone'), '9');
    await user.type(input('New password'), 'New-Secret-2026');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(input('First name').value).toBe('Анна');
    expect(input('Phone').value).toBe('+7 (495) 123-45-67');
    expect(input('New password').value).toBe('');
    expect(describedError('First name')).toBeUndefined();
    expect(saveButton().disabled).toBe(true);
  });

  it('follows the stored profile when it changes before any edit', async () => {
    await renderForm();
    session.updateUser({ ...ANNA, phone: '+7 (495) 765-43-21' });
    await waitFor(() => expect(input('Phone').value).toBe('+7 (495) 765-43-21'));
    expect(saveButton().disabled).toBe(true);
  });
});
