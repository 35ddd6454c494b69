import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { geoMatches, indexGeo } from '@features/admin/geo/geo-directory';
import { getGeoListResponseMock } from '@generated/api/admin/admin.msw';
import { Route as GeoRoute } from '@routes/admin/_console/geo';
import { refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';
import { renderApp } from '../setup/render-app';
import { searchValidatorOf } from '../setup/routes';
import { WAIT } from '../setup/blocks';

const GEO = '/admin-api/api/v1/geo/list';
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the geo directory helpers', () => {
  const { items } = getGeoListResponseMock();

  it('keep to the filter a directory request asks for', () => {
    expect(items.filter((entry) => geoMatches(entry, { type: 'country' })).map((entry) => entry.name)).toEqual([
      'Великобритания',
      'Катар',
      'ОАЭ',
      'Россия',
    ]);
    expect(items.filter((entry) => geoMatches(entry, { parent_id: 1501 })).map((entry) => entry.name)).toEqual([
      'Москва',
      'Приморский край',
    ]);
    expect(items.filter((entry) => geoMatches(entry, { search: 'ДУБ' })).map((entry) => entry.name)).toEqual(['Дубай']);
  });

  it('know the places of a country at any depth and the entries above one', () => {
    const index = indexGeo(items);
    expect(index.placesIn('RU').map((entry) => entry.name)).toEqual(['Москва', 'Приморский край', 'Владивосток']);
    expect(index.ancestors(index.byId.get(1503)!).map((entry) => entry.name)).toEqual(['Приморский край', 'Россия']);
  });

  it('reads the level, the entry and the search from the URL', () => {
    const parse = searchValidatorOf(GeoRoute);
    expect(parse({ level: 'city', parent: '1501', q: ' дуб ' })).toEqual({ level: 'city', parent: 1501, q: 'дуб' });
    expect(parse({ level: 'planet', parent: '0' })).toEqual({ level: undefined, parent: undefined, q: undefined });
  });
});

describe('admin geo', () => {
  it('starts at the countries and browses into a country and a region', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/admin/geo', { admin: true });
    await screen.findByRole('heading', { level: 1, name: 'Geography' }, WAIT);
    await screen.findByRole('rowheader', { name: 'Россия' }, WAIT);
    expect(names()).toEqual(['Великобритания', 'Катар', 'ОАЭ', 'Россия']);
    await waitFor(() => expect(requests.bodies(GEO)).toEqual([{ type: 'country' }]));

    await user.click(screen.getByRole('link', { name: 'Россия' }));
    await screen.findByRole('heading', { name: 'Places in Россия' }, WAIT);
    await waitFor(() => expect(names()).toEqual(['Москва', 'Приморский край']));
    expect(requests.bodies(GEO)).toContainEqual({ parent_id: 1501 });

    await user.click(screen.getByRole('link', { name: 'Приморский край' }));
    await waitFor(() => expect(names()).toEqual(['Владивосток']));
    const trail = screen.getByRole('navigation', { name: 'Where you are in the directory' });
    within(trail).getByRole('link', { name: 'Россия' });
    expect(within(trail).getByText('Приморский край').getAttribute('aria-current')).toBe('page');
    await user.click(within(trail).getByRole('link', { name: 'The whole directory' }));
    await waitFor(() => expect(names()).toEqual(['Великобритания', 'Катар', 'ОАЭ', 'Россия']));
  });

  it('searches every level, and narrows to one', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/admin/geo', { admin: true });
    await screen.findByRole('rowheader', { name: 'Россия' }, WAIT);
    await user.type(screen.getByRole('searchbox', { name: 'Search places' }), 'ду{Enter}');
    await waitFor(() => expect(names()).toEqual(['Дубай']));
    await waitFor(() => expect(requests.bodies(GEO)).toContainEqual({ search: 'ду' }));
    await user.selectOptions(screen.getByLabelText('Level'), 'region');
    await screen.findByText('No place matches the search.');
    expect(router.state.location.search).toEqual({ q: 'ду', level: 'region' });
  });

  it('says when the directory cannot be loaded, with a retry', async () => {
    server.use(refuse('/api/v1/geo/list', 'post', 500, { message: 'Internal server error.', code: 'internal_error' }));
    await renderApp('/admin/geo', { admin: true });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    screen.getByRole('button', { name: 'Try again' });
  });
});
