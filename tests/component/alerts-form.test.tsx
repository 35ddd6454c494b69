import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAlertsListResponseMock } from '@generated/api/alerts/alerts.msw';
import { viewsKey } from '@lib/views/saved-views';
import { WAIT } from '../setup/blocks';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const ALL = { all: true };
const CREATE = '/api/v1/alerts/create';

async function openNewAlert(locale: 'en' | 'ru' = 'en') {
  const user = userEvent.setup();
  await renderApp('/cabinet/alerts', { as: ALL, locale });
  await user.click(
    await screen.findByRole('button', { name: locale === 'en' ? 'New alert' : 'Новое оповещение' }, WAIT),
  );
  const dialog = await screen.findByRole('dialog', { name: locale === 'en' ? 'New alert' : 'Новое оповещение' }, WAIT);
  return { user, dialog };
}

describe('the alert form', () => {
  it('shows the fields of each kind', async () => {
    const { user, dialog } = await openNewAlert();
    const kind = within(dialog).getByLabelText('What to watch for');
    within(dialog).getByRole('radiogroup', { name: 'Sensitivity' });
    within(dialog).getByText('Every mention in the monitoring');

    await user.selectOptions(kind, 'threshold');
    within(dialog).getByLabelText('Level, mentions');
    await user.click(within(dialog).getByRole('radio', { name: 'Share of negative mentions in a day' }));
    within(dialog).getByLabelText('Level, %');

    await user.selectOptions(kind, 'new_story');
    within(dialog).getByRole('radiogroup', { name: 'New stories about' });
    await within(dialog).findByRole('option', { name: 'Политика' }, WAIT);

    await user.selectOptions(kind, 'first_airplay');
    expect((within(dialog).getByLabelText('Upload') as HTMLSelectElement).value).toBe('');
    within(dialog).getByRole('option', { name: 'Any of my uploads' });

    await user.selectOptions(kind, 'new_channel_airplay');
    within(dialog).getByLabelText('Track');

    await user.selectOptions(kind, 'appearance');
    within(dialog).getByRole('radiogroup', { name: 'Who or what' });
    within(dialog).getByLabelText('Person');
    expect(within(dialog).getAllByText(/On channels/).length).toBeGreaterThan(0);
  });

  it('offers only the kinds of the sections the account holds', async () => {
    const user = userEvent.setup();
    await renderApp('/cabinet/alerts', { as: { music: true } });
    await user.click(await screen.findByRole('button', { name: 'New alert' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' }, WAIT);
    const options = within(within(dialog).getByLabelText('What to watch for')).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([
      'first_airplay',
      'new_channel_airplay',
    ]);
  });

  it('checks the name, the level and the recipients before sending', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openNewAlert();
    await user.selectOptions(within(dialog).getByLabelText('What to watch for'), 'threshold');
    await user.click(within(dialog).getByRole('radio', { name: 'Share of negative mentions in a day' }));
    await user.type(within(dialog).getByLabelText('Level, %'), '140');
    await user.type(within(dialog).getByLabelText('Email the alerts to'), 'anna@mediagroup.ru, not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create the alert' }));
    await within(dialog).findByText('Fill in this field.');
    within(dialog).getByText('Enter a share above 0 % and below 100 %.');
    within(dialog).getByText('“not-an-email” is not an email address.');
    expect(requests.to(CREATE)).toHaveLength(0);
  });

  it('sends the fields of its kind only, the share as a fraction', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openNewAlert();
    await user.type(within(dialog).getByLabelText('Name'), 'Негатив');
    await user.selectOptions(within(dialog).getByLabelText('What to watch for'), 'threshold');
    await user.click(within(dialog).getByRole('radio', { name: 'Share of negative mentions in a day' }));
    await user.type(within(dialog).getByLabelText('Level, %'), '40');
    await user.type(within(dialog).getByLabelText('Email the alerts to'), 'anna.smirnova@mediagroup.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Create the alert' }));
    await waitFor(
      () =>
        expect(requests.bodies(CREATE)).toEqual([
          {
            name: 'Негатив',
            kind: 'threshold',
            scope: {},
            metric: 'negative_share',
            value: 0.4,
            recipients: ['anna.smirnova@mediagroup.ru'],
            language: 'en',
          },
        ]),
      WAIT,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New alert' })).toBeNull(), WAIT);
    await screen.findByText('The alert “Всплески на ТВ” is saved.', {}, WAIT);
  });

  it("puts a 400's field messages under their fields, in the person's language, and keeps what was typed", async () => {
    server.use(
      refuse(CREATE, 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { track_id: ['The selected track does not exist.'] },
      }),
    );
    const { user, dialog } = await openNewAlert('ru');
    await user.type(within(dialog).getByLabelText('Название'), 'Трек на новом канале');
    await user.selectOptions(within(dialog).getByLabelText('Что отслеживать'), 'new_channel_airplay');
    await user.type(within(dialog).getByLabelText('Трек'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Создать оповещение' }));
    await within(dialog).findByText('В каталоге нет такого трека.', {}, WAIT);
    within(dialog).getByText('Некоторые поля заполнены неверно.');
    expect((within(dialog).getByLabelText('Трек') as HTMLInputElement).value).toBe('999999');
    expect((within(dialog).getByLabelText('Название') as HTMLInputElement).value).toBe('Трек на новом канале');
  });

  it('edits a rule with what it holds, sending it whole with its id', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/alerts', { as: ALL });
    await user.click(await screen.findByRole('button', { name: 'Edit “Всплески на ТВ”' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the alert' }, WAIT);
    expect((within(dialog).getByLabelText('Email the alerts to') as HTMLInputElement).value).toBe(
      'anna.smirnova@mediagroup.ru, press@mediagroup.ru',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'More: smaller spikes too' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const [rule] = getAlertsListResponseMock().items.slice(2);
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/alerts/edit')).toEqual([
          {
            id: 41,
            name: rule!.name,
            kind: 'spike',
            scope: rule!.scope,
            sensitivity: 'more',
            recipients: rule!.recipients,
            language: 'ru',
          },
        ]),
      WAIT,
    );
  });
});

describe('alert me from a saved view', () => {
  it("opens the form with the view's filters as the scope and its name", async () => {
    localStorage.setItem(
      viewsKey(1001),
      JSON.stringify({
        views: [{ id: 'v', section: 'info', name: 'ТВ за неделю', filters: { channel_types: ['TV'] }, saved: 1 }],
        defaults: {},
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/info/main', { as: ALL });
    await user.click(await screen.findByRole('button', { name: 'Saved views' }, WAIT));
    const views = await screen.findByRole('dialog', { name: 'Saved views: Info' }, WAIT);
    await user.click(await within(views).findByRole('button', { name: 'Alert me on “ТВ за неделю”' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' }, WAIT);
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('ТВ за неделю');
    within(dialog).getByText(/Saved view “ТВ за неделю” · TV/);
    server.use(answer(CREATE, 'post', { item: getAlertsListResponseMock().items[2]! }));
    await user.click(within(dialog).getByRole('button', { name: 'Create the alert' }));
    await waitFor(
      () =>
        expect(requests.bodies(CREATE)).toEqual([
          {
            name: 'ТВ за неделю',
            kind: 'spike',
            scope: { view_name: 'ТВ за неделю', channel_types: ['TV'] },
            sensitivity: 'balanced',
            recipients: [],
            language: 'en',
          },
        ]),
      WAIT,
    );
  });
});
