import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@i18n/locales';
import { answer, type BodyOf } from '../setup/answers';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';

/**
 * A 429 on each sign-in, registration and recovery form, in each language: the form says how long
 * to wait, worked out from `Retry-After` with the language's plural rules, and keeps what was typed.
 */

type ThrottledPath =
  | '/api/v1/user/login'
  | '/api/v1/signin'
  | '/api/v1/user/registration'
  | '/api/v1/user/password/recovery'
  | '/api/v1/user/password/recovery/accept';

/** The server holds the call back for `seconds` (the contract's 429, with its Retry-After). */
function holdBack(path: ThrottledPath, seconds: number) {
  const body: BodyOf<ThrottledPath, 'post', 429> = {
    message: `Too many attempts. Try again in ${seconds} seconds.`,
    code: 'too_many_requests',
  };
  server.use(
    answer(path, 'post', () => HttpResponse.json(body, { status: 429, headers: { 'Retry-After': String(seconds) } })),
  );
}

const LABELS: Record<Locale, Record<string, string>> = {
  en: {
    email: 'Email',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    repeat: 'Repeat the password',
    newPassword: 'New password',
    signIn: 'Sign in',
    register: 'Create account',
    send: 'Send the link',
    save: 'Save the password',
  },
  ru: {
    email: 'Эл. почта',
    password: 'Пароль',
    firstName: 'Имя',
    lastName: 'Фамилия',
    phone: 'Телефон',
    repeat: 'Повторите пароль',
    newPassword: 'Новый пароль',
    signIn: 'Войти',
    register: 'Зарегистрироваться',
    send: 'Отправить ссылку',
    save: 'Сохранить пароль',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phone: 'الهاتف',
    repeat: 'أعد إدخال كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    signIn: 'تسجيل الدخول',
    register: 'إنشاء الحساب',
    send: 'إرسال الرابط',
    save: 'حفظ كلمة المرور',
  },
};

/** What each form says for its wait: seconds, minutes (a few, many, two) and an hour, as each language counts them. */
const SAYS: Record<Locale, Record<'s30' | 'm4' | 'm2' | 'm40' | 'h1', string>> = {
  en: {
    s30: 'Too many attempts. Try again in 30 seconds.',
    m4: 'Too many attempts. Try again in 4 minutes.',
    m2: 'Too many attempts. Try again in 2 minutes.',
    m40: 'Too many attempts. Try again in 40 minutes.',
    h1: 'Too many attempts. Try again in 1 hour.',
  },
  ru: {
    s30: 'Слишком много попыток. Попробуйте снова через 30 секунд.',
    m4: 'Слишком много попыток. Попробуйте снова через 4 минуты.',
    m2: 'Слишком много попыток. Попробуйте снова через 2 минуты.',
    m40: 'Слишком много попыток. Попробуйте снова через 40 минут.',
    h1: 'Слишком много попыток. Попробуйте снова через 1 час.',
  },
  ar: {
    s30: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد 30 ثانية.',
    m4: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد 4 دقائق.',
    m2: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقتين.',
    m40: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد 40 دقيقة.',
    h1: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد ساعة واحدة.',
  },
};

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function type(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(await screen.findByLabelText(label), value);
}

function expectKept(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) expect(valueOf(label), label).toBe(value);
}

describe.each(['en', 'ru', 'ar'] as const)('a 429 in %s', (locale) => {
  const label = LABELS[locale];
  const says = SAYS[locale];

  it('on the cabinet sign-in: the wait in minutes, the email and password kept', async () => {
    holdBack('/api/v1/user/login', 240);
    await renderApp('/login', { locale });
    const user = userEvent.setup();
    const typed = { [label.email!]: 'anna.smirnova@mediagroup.ru', [label.password!]: 'Secret-2026' };
    await type(user, typed);
    await user.click(screen.getByRole('button', { name: label.signIn }));
    expect((await screen.findByRole('alert')).textContent).toBe(says.m4);
    expectKept(typed);
  });

  it('on the console sign-in: the wait in seconds, the email and password kept', async () => {
    holdBack('/api/v1/signin', 30);
    await renderApp('/admin/login', { locale });
    const user = userEvent.setup();
    const typed = { [label.email!]: 's.pavlov@mediamonitor.ru', [label.password!]: 'Admin-Secret-2026' };
    await type(user, typed);
    await user.click(screen.getByRole('button', { name: label.signIn }));
    expect((await screen.findByRole('alert')).textContent).toBe(says.s30);
    expectKept(typed);
  });

  it('on the registration: the wait in hours, every field kept', async () => {
    holdBack('/api/v1/user/registration', 3600);
    await renderApp('/registration', { locale });
    const user = userEvent.setup();
    const typed = {
      [label.firstName!]: 'Мария',
      [label.lastName!]: 'Котова',
      [label.email!]: 'm.kotova@mediagroup.ru',
      [label.phone!]: '+7 (916) 555-12-34',
      [label.password!]: 'Secret-2026',
      [label.repeat!]: 'Secret-2026',
    };
    await type(user, typed);
    await user.click(screen.getByRole('button', { name: label.register }));
    expect((await screen.findByRole('alert')).textContent).toBe(says.h1);
    expectKept(typed);
  });

  it('on the password recovery: the wait in minutes, the email kept', async () => {
    holdBack('/api/v1/user/password/recovery', 2400);
    await renderApp('/password-recovery', { locale });
    const user = userEvent.setup();
    const typed = { [label.email!]: 'anna.smirnova@mediagroup.ru' };
    await type(user, typed);
    await user.click(screen.getByRole('button', { name: label.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(says.m40);
    expectKept(typed);
  });

  it('on the new password: a wait of a minute and a second rounded up to two minutes, both fields kept', async () => {
    holdBack('/api/v1/user/password/recovery/accept', 61);
    await renderApp('/new-password?token=9c1f0e7a52b34d8e&email=anna.smirnova%40mediagroup.ru', { locale });
    const user = userEvent.setup();
    const typed = { [label.newPassword!]: 'New-Secret-2026', [label.repeat!]: 'New-Secret-2026' };
    await type(user, typed);
    await user.click(screen.getByRole('button', { name: label.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(says.m2);
    expectKept(typed);
  });
});

describe('a 429 without a wait the app can read', () => {
  it('asks to wait a little when Retry-After is missing', async () => {
    server.use(
      answer('/api/v1/user/login', 'post', () =>
        HttpResponse.json({ message: 'Too many attempts.', code: 'too_many_requests' }, { status: 429 }),
      ),
    );
    await renderApp('/login');
    const user = userEvent.setup();
    await type(user, { Email: 'anna.smirnova@mediagroup.ru', Password: 'Secret-2026' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Wait a minute and try again.');
  });
});
