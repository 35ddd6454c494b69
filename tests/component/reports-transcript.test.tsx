import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTranscriptionReportResponseMock } from '@generated/api/transcription/transcription.msw';
import type { TranscriptionReport, TranscriptionSegment } from '@generated/model';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { block, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';
import { catchSaves } from '../setup/downloads';

const PAGE = '/cabinet/reports/transcription/report';
const REPORT = '/api/v1/transcription/report';

const russian = (): TranscriptionReport => getTranscriptionReportResponseMock().item;

/** The transcript answered with the example report, changed as given. */
function answerReport(item: Partial<TranscriptionReport>) {
  server.use(answer(REPORT, 'post', { item: { ...russian(), ...item } }));
}

const utterances = async () =>
  within(await screen.findByRole('list', { name: 'Utterances' }, WAIT)).getAllByRole('listitem');

describe('a transcript', () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows its utterances with their times, speakers and recognised persons', async () => {
    const requests = recordRequests();
    await renderApp(`${PAGE}?id=908`, { as: { rsp: true } });
    await screen.findByRole('heading', { level: 1, name: 'Transcript' }, WAIT);
    const items = await utterances();
    expect(items).toHaveLength(7);
    const orlov = items[2] as HTMLElement;
    within(orlov).getByText('Михаил Орлов');
    within(orlov).getByText('recognised person');
    // 20:00:00 Moscow time plus 52.8 s, in the test's time zone (UTC).
    expect(within(orlov).getByRole('link', { name: '17:00:52' }).getAttribute('href')).toBe('#t-52.8');
    within(orlov).getByText('0:52');
    expect(within(items[0] as HTMLElement).queryByText('recognised person')).toBeNull();
    const facts = await block('Report');
    within(facts).getByText('Россия 1');
    within(facts).getByText('Russian');
    const speakers = await block('Speakers');
    expect(
      within(speakers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Михаил Орловrecognised person1 utterance, 0:45');
    await requests.settled();
    expect(requests.bodies(REPORT)).toEqual([{ id: 908 }]);
  });

  it('shows markup in the transcript as text, never as HTML', async () => {
    const hostile: TranscriptionSegment[] = [
      {
        start: 0,
        end: 5,
        speaker: '<b>Ведущий</b>',
        text: '<img src=x onerror="alert(1)"> Добрый вечер <script>alert(2)</script>',
      },
      {
        start: 5,
        end: 9,
        speaker: 'Корреспондент',
        person_id: 101,
        text: 'Ставка <a href="javascript:alert(3)">здесь</a> & &amp; ставка',
      },
    ];
    answerReport({ segments: hostile });
    const user = userEvent.setup();
    await renderApp(`${PAGE}?id=908`, { as: { rsp: true } });
    const items = await utterances();
    const list = screen.getByRole('list', { name: 'Utterances' });
    expect(list.querySelector('img, script, b, a[href^="javascript"]')).toBeNull();
    within(items[0] as HTMLElement).getByText('<b>Ведущий</b>');
    within(items[0] as HTMLElement).getByText('<img src=x onerror="alert(1)"> Добрый вечер <script>alert(2)</script>');
    // Marked matches are text too.
    await user.type(screen.getByLabelText('Search in the transcript'), 'ставка');
    await waitFor(() => expect(list.querySelectorAll('mark')).toHaveLength(2));
    expect(list.querySelector('a[href^="javascript"]')).toBeNull();
    expect((items[1] as HTMLElement).querySelector('.utterance-text')?.textContent).toBe(
      'Ставка <a href="javascript:alert(3)">здесь</a> & &amp; ставка',
    );
  });

  it('finds words in the text, counts and visits them, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`${PAGE}?id=908`, { as: { rsp: true } });
    await utterances();
    const search = screen.getByLabelText('Search in the transcript');
    await user.type(search, 'ц');
    await screen.findByText('Type at least 2 characters to search.');
    await user.type(search, 'ентральн');
    await screen.findByText('2 matches in 2 utterances', {}, WAIT);
    const list = screen.getByRole('list', { name: 'Utterances' });
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(
      ['Централь', 'Централь'].map((word) => `${word}н`),
    );
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'центральн' }));
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    await screen.findByText('Match 1 of 2');
    expect(list.querySelector('mark.is-current')?.id).toBe('match-0');
    expect(scrolled.at(-1)?.id).toBe('match-0');
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    await screen.findByText('Match 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    await screen.findByText('Match 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    await screen.findByText('Match 2 of 2');
    // Enter goes to the next match, from the search box.
    search.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Match 1 of 2');
    await user.clear(search);
    await user.type(search, 'квазар');
    await screen.findByText('No matches.');
    expect((screen.getByRole('button', { name: 'Next match' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads ё as е and opens with the search the URL keeps', async () => {
    await renderApp(`${PAGE}?id=908&q=${encodeURIComponent('подвел итоги')}`, { as: { rsp: true } });
    await screen.findByText('1 match in 1 utterance', {}, WAIT);
    expect(screen.getByRole('list', { name: 'Utterances' }).querySelector('mark')?.textContent).toBe('подвёл итоги');
    expect((screen.getByLabelText('Search in the transcript') as HTMLInputElement).value).toBe('подвел итоги');
  });

  it('links each time: the URL keeps it, the utterance is marked and scrolled to', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`${PAGE}?id=908&q=${encodeURIComponent('ставк')}`, { as: { rsp: true } });
    const items = await utterances();
    await user.click(within(items[3] as HTMLElement).getByRole('link', { name: '17:01:37' }));
    await waitFor(() => expect(router.state.location.hash).toBe('t-97.5'));
    expect(router.state.location.search).toMatchObject({ q: 'ставк' });
    expect(String(router.state.location.search.id)).toBe('908');
    await waitFor(() => expect((items[3] as HTMLElement).getAttribute('aria-current')).toBe('location'));
    await waitFor(() => expect(scrolled.some((element) => element.id === 't-97.5')).toBe(true), WAIT);
  });

  it('scrolls to the time the URL names once the text has arrived', async () => {
    await renderApp(`${PAGE}?id=908#t-200`, { as: { rsp: true } });
    const items = await utterances();
    expect((items[6] as HTMLElement).getAttribute('aria-current')).toBe('location');
    await waitFor(() => expect(scrolled.some((element) => element.id === 't-200')).toBe(true), WAIT);
  });

  it('exports the transcript as a text file named after the channel and the window', async () => {
    const saves = catchSaves();
    const user = userEvent.setup();
    await renderApp(`${PAGE}?id=908`, { as: { rsp: true } });
    await utterances();
    await user.click(screen.getByRole('button', { name: 'Export as text (.txt)' }));
    const saved = saves.at(-1);
    expect(saved?.name).toBe('Россия 1 2026-11-18 17.00-17.45.txt');
    await screen.findByText('Saved as Россия 1 2026-11-18 17.00-17.45.txt');
    const text = (await saved?.blob.text()) ?? '';
    const lines = text.replace(/^\uFEFF/, '').split('\n');
    expect(lines.slice(0, 4)).toEqual(['Россия 1', '2026-11-18 17:00–17:45 (UTC+00:00)', 'Russian', '']);
    expect(lines[6]).toBe(
      '[17:00:52] Михаил Орлов: Решение Центрального банка взвешенное. Для экономики важна предсказуемость, и мы видим, что кредитование замедляется без резкого охлаждения деловой активности.',
    );
    expect(lines).toHaveLength(4 + 7 + 1);
  });

  it('reads an Arabic transcript right to left in an English or Russian interface, and a Russian one left to right in Arabic', async () => {
    answerReport({
      language: 'ar',
      channel: { id: 12, name: 'الجزيرة (Al Jazeera)', type: 'TV' },
      segments: [{ start: 0, end: 15.3, speaker: 'المذيع', text: 'مساء الخير، وأهلاً بكم في نشرة الحصاد.' }],
    });
    const first = await renderApp(`${PAGE}?id=906`, { as: { rsp: true } });
    await utterances();
    let list = screen.getByRole('list', { name: 'Utterances' });
    expect(list.getAttribute('dir')).toBe('rtl');
    expect(list.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.dir).not.toBe('rtl');
    first.unmount();
    server.resetHandlers();
    await renderApp(`${PAGE}?id=908`, { as: { rsp: true }, locale: 'ar' });
    list = await screen.findByRole('list', { name: 'المداخلات' }, WAIT);
    expect(list.getAttribute('dir')).toBe('ltr');
    expect(list.getAttribute('lang')).toBe('ru');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('says while the air is being transcribed, and shows the text once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      server.use(
        answer(REPORT, 'post', () => {
          calls += 1;
          return { item: calls === 1 ? { ...russian(), state: 'processing', segments: [] } : russian() };
        }),
      );
      await renderApp(`${PAGE}?id=908`, { as: { rsp: true } });
      await screen.findByText('The air is being transcribed. The text appears here as soon as it is ready.', {}, WAIT);
      expect((screen.getByRole('button', { name: 'Export as text (.txt)' }) as HTMLButtonElement).disabled).toBe(true);
      await vi.advanceTimersByTimeAsync(5_100);
      expect(await utterances()).toHaveLength(7);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the air could not be transcribed, or nothing was said', async () => {
    answerReport({ state: 'failed', segments: [] });
    const first = await renderApp(`${PAGE}?id=907`, { as: { rsp: true } });
    await screen.findByText(
      'This window of air could not be transcribed. Order it again from the list of transcriptions.',
      {},
      WAIT,
    );
    first.unmount();
    answerReport({ segments: [] });
    await renderApp(`${PAGE}?id=908`, { as: { rsp: true } });
    await screen.findByText('Nothing was said in this window of air.', {}, WAIT);
  });

  it('says when the report does not exist or failed to load, with a retry where it helps', async () => {
    server.use(refuse(REPORT, 'post', 404, { message: 'Not found.', code: 'not_found' }));
    const first = await renderApp(`${PAGE}?id=999`, { as: { rsp: true } });
    await screen.findAllByText('This data was not found. It may have been removed.', {}, WAIT);
    screen.getByRole('link', { name: 'All transcriptions' });
    first.unmount();
    let fail = true;
    server.use(
      answer(REPORT, 'post', (_info, reply) =>
        fail ? reply(500, { message: 'Server Error' }) : getTranscriptionReportResponseMock(),
      ),
    );
    const user = userEvent.setup();
    await renderApp(`${PAGE}?id=908`, { as: { rsp: true } });
    const retries = await screen.findAllByRole('button', { name: 'Try again' }, WAIT);
    fail = false;
    await user.click(retries[0] as HTMLElement);
    expect(await utterances()).toHaveLength(7);
  });

  it('fails each block alone on an answer of another shape, the heading staying', async () => {
    server.use(http.post(`*${REPORT}`, () => HttpResponse.json({ unexpected: true } as never)));
    await renderApp(`${PAGE}?id=908`, { as: { rsp: true } });
    await screen.findByRole('heading', { level: 1, name: 'Transcript' }, WAIT);
    const failures = await screen.findAllByText(
      "The server's answer could not be read. Try again; if it keeps happening, tell your administrator.",
      {},
      WAIT,
    );
    expect(failures).toHaveLength(3);
    expect(screen.queryByText('This page could not be shown.')).toBeNull();
  });

  it('asks for nothing without a report in the link', async () => {
    const requests = recordRequests();
    await renderApp(PAGE, { as: { rsp: true } });
    await screen.findByText(
      'No transcription report is named in this link. Choose one in the list of transcriptions.',
      {},
      WAIT,
    );
    expect(requests.to(REPORT)).toHaveLength(0);
  });

  it('draws a long transcript in chunks, and finds and shows a match beyond the first ones at once', async () => {
    const segments = Array.from({ length: 1200 }, (_, index) => ({
      start: index * 3,
      end: index * 3 + 3,
      speaker: index % 2 ? 'Ведущий' : 'Корреспондент',
      text: `Реплика номер ${index} о ключевой ставке.`,
    }));
    segments[1199] = { ...segments[1199]!, text: 'Последняя реплика: квазар.' };
    answerReport({ segments, end: '2026-11-18T21:00:00+03:00' });
    const user = userEvent.setup();
    await renderApp(`${PAGE}?id=908`, { as: { rsp: true } });
    const list = await screen.findByRole('list', { name: 'Utterances' }, WAIT);
    await user.type(screen.getByLabelText('Search in the transcript'), 'квазар');
    await screen.findByText('1 match in 1 utterance', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    await waitFor(() => expect(scrolled.at(-1)?.closest('li')?.id).toBe('t-3597'), WAIT);
    expect(list.querySelector('mark.is-current')?.textContent).toBe('квазар');
    // Every utterance is in the page in the end, for the browser's own find.
    await waitFor(() => expect(list.children).toHaveLength(1200), { timeout: 15_000 });
  }, 30_000);
});
