import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ChartBlock } from '@kit/blocks/chart-block';
import { DataTable } from '@kit/table/data-table';
import type { TableState } from '@kit/table/use-table';
import { activateLocale, i18n } from '@i18n/i18n';
import { QueryBlock, type QueryLike } from '@ui/query-block';

const UNREADABLE = "The server's answer could not be read. Try again; if it keeps happening, tell your administrator.";
const query = (data: unknown): QueryLike<{ items: { name: string }[] }> => ({
  data: data as { items: { name: string }[] },
  isPending: false,
  isError: false,
  refetch: vi.fn(),
});
const state: TableState<'name'> = {
  page: 1,
  size: 10,
  sort: 'name',
  order: 'asc',
  request: { page: 1, limit: 10, sort_by: 'name', sort_order: 'asc' },
  setPage: vi.fn(),
  setSize: vi.fn(),
  toggleSort: vi.fn(),
};

beforeAll(() => activateLocale('en', { remember: false }));

/** Blocks drawing data that passed the seam yet cannot be drawn: each fails alone, with a retry. */
describe('a block whose data cannot be drawn', () => {
  const wrong = { unexpected: true };
  const wrap = (node: React.ReactNode) =>
    render(
      <I18nProvider i18n={i18n}>
        <h1>Page</h1>
        {node}
        <p>Neighbour</p>
      </I18nProvider>,
    );

  it('a query block says so in place and asks again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = query(wrong);
    wrap(
      <QueryBlock title="Top" query={broken}>
        {(data) => data.items.map((item) => <p key={item.name}>{item.name}</p>)}
      </QueryBlock>,
    );
    screen.getByText(UNREADABLE);
    screen.getByRole('heading', { name: 'Top' });
    screen.getByText('Neighbour');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(broken.refetch).toHaveBeenCalledTimes(1);
  });

  it('a chart block keeps its frame and title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    wrap(
      <ChartBlock title="Trend" query={query(wrong)}>
        {(data) => ({
          table: { columns: [{ key: 'name', label: 'Name' }], rows: data.items.map((item) => ({ name: item.name })) },
          chart: () => null,
        })}
      </ChartBlock>,
    );
    await screen.findByText(UNREADABLE);
    screen.getByRole('heading', { name: 'Trend' });
  });

  it('a data table keeps its place on the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    wrap(
      <DataTable
        caption="Uploads"
        query={query(wrong)}
        page={(data) => ({ items: data.items, total: data.items.length })}
        columns={[{ key: 'name', header: 'Name', cell: (row: { name: string }) => row.name }]}
        rowKey={(row) => row.name}
        state={state}
      />,
    );
    screen.getByText(UNREADABLE);
    screen.getByText('Neighbour');
  });
});
