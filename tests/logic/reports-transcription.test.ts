import { describe, expect, it } from 'vitest';
import {
  endProblem,
  parseLocalDateTime,
  startProblem,
  toLocalInputValue,
  toOffsetDateTime,
} from '@features/reports/transcription/order-window';
import { transcriptFileName } from '@features/reports/transcription/transcript-export';
import {
  firstMatchNumbers,
  fold,
  matchStarts,
  searchTerm,
  splitText,
  utteranceAnchors,
} from '@features/reports/transcription/transcript-search';

describe('the window of air', () => {
  const now = new Date(2026, 10, 22, 12, 0);

  it('reads only real local dates and times', () => {
    expect(parseLocalDateTime('2026-11-21T21:00')?.getTime()).toBe(new Date(2026, 10, 21, 21, 0).getTime());
    expect(parseLocalDateTime('2026-11-21T21:00:30')?.getSeconds()).toBe(30);
    for (const value of ['', '2026-11-31T10:00', '2026-11-21 21:00', '2026-11-21T25:00', '21.11.2026 21:00'])
      expect(parseLocalDateTime(value), value).toBeUndefined();
  });

  it('writes the moment with the local offset, and back for the input', () => {
    const date = new Date(2026, 10, 21, 21, 5);
    expect(toOffsetDateTime(date)).toMatch(/^2026-11-21T21:05:00([+-]\d{2}:\d{2}|Z)$/);
    expect(toLocalInputValue(date)).toBe('2026-11-21T21:05');
  });

  it('finds what is wrong with the start', () => {
    expect(startProblem('', now)).toBe('required');
    expect(startProblem('21:00', now)).toBe('invalid');
    expect(startProblem('2026-11-22T12:00', now)).toBe('future');
    expect(startProblem('2026-11-22T11:59', now)).toBeUndefined();
  });

  it('finds what is wrong with the end: order, at most four hours, broadcast already', () => {
    expect(endProblem(' ', '2026-11-22T08:00', now)).toBe('required');
    expect(endProblem('2026-11-22T08:00', '2026-11-22T08:00', now)).toBe('not-after-start');
    expect(endProblem('2026-11-22T07:00', '2026-11-22T08:00', now)).toBe('not-after-start');
    expect(endProblem('2026-11-22T12:00', '2026-11-22T08:00', now)).toBeUndefined();
    expect(endProblem('2026-11-22T12:01', '2026-11-22T08:01', now)).toBe('future');
    expect(endProblem('2026-11-22T12:01', '2026-11-22T08:00', now)).toBe('too-long');
    // Across midnight.
    expect(endProblem('2026-11-22T01:30', '2026-11-21T22:00', now)).toBeUndefined();
    // An end checked before the start is known.
    expect(endProblem('2026-11-22T10:00', '', now)).toBeUndefined();
  });
});

describe('searching a transcript', () => {
  it('folds case and ё without moving any character', () => {
    expect(fold('Подвёл ИТОГИ')).toBe('подвел итоги');
    expect(fold('İstanbul').length).toBe('İstanbul'.length);
    expect(searchTerm(' Ставк ')).toBe('ставк');
    expect(searchTerm('ц')).toBeUndefined();
    expect(searchTerm('  ключевая   ставка ')).toBe('ключевая ставка');
  });

  it('finds every match and cuts the text around them', () => {
    const text = 'Ставка, ставка и СТАВКА.';
    const starts = matchStarts(fold(text), 'ставка');
    expect(starts).toEqual([0, 8, 17]);
    expect(splitText(text, starts, 6)).toEqual([
      { text: 'Ставка', match: 0 },
      { text: ', ' },
      { text: 'ставка', match: 1 },
      { text: ' и ' },
      { text: 'СТАВКА', match: 2 },
      { text: '.' },
    ]);
    expect(matchStarts('аааа', 'аа')).toEqual([0, 2]);
  });

  it('numbers the matches across utterances', () => {
    expect(firstMatchNumbers([[1, 5], [], [3], [2, 4, 6]])).toEqual([0, 2, 2, 3]);
  });

  it('gives every utterance a unique anchor from its time', () => {
    expect(utteranceAnchors([0, 14.2, 52.8, 52.8, 1 / 3])).toEqual(['t-0', 't-14.2', 't-52.8', 't-52.8-2', 't-0.333']);
  });
});

describe('the exported file', () => {
  it('is named after the channel and the window, without characters file systems refuse', () => {
    const name = transcriptFileName({
      channel: { id: 1, name: 'News: 24/7', type: 'TV' },
      start: '2026-11-21T23:00:00Z',
      end: '2026-11-22T01:00:00Z',
    });
    expect(name).toMatch(/^News- 24-7 2026-11-2\d \d\d\.00-(2026-11-2\d )?\d\d\.00\.txt$/);
  });
});
