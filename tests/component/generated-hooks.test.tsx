import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useGeoList } from '@generated/api/admin/admin';
import { useAlertsList } from '@generated/api/alerts/alerts';
import { getAlertsListResponseMock } from '@generated/api/alerts/alerts.msw';
import { getGeoListResponseMock } from '@generated/api/admin/admin.msw';
import { usePlaylistGetData } from '@generated/api/common/common';
import { getPlaylistGetDataResponseMock } from '@generated/api/common/common.msw';
import { useInfoThemesTop } from '@generated/api/info/info';
import { getInfoThemesTopResponseMock } from '@generated/api/info/info.msw';
import { useMusicStatistics } from '@generated/api/music/music';
import { getMusicStatisticsResponseMock } from '@generated/api/music/music.msw';
import { useRspReportList } from '@generated/api/reports/reports';
import { getRspReportListResponseMock } from '@generated/api/reports/reports.msw';
import { useStatisticsThemes } from '@generated/api/statistics/statistics';
import { getStatisticsThemesResponseMock } from '@generated/api/statistics/statistics.msw';
import { useStreamTypeList } from '@generated/api/streams/streams';
import { getStreamTypeListResponseMock } from '@generated/api/streams/streams.msw';
import { useTimelineProgramGet } from '@generated/api/timeline/timeline';
import { getTimelineProgramGetResponseMock } from '@generated/api/timeline/timeline.msw';
import { useTranscriptionList } from '@generated/api/transcription/transcription';
import { getTranscriptionListResponseMock } from '@generated/api/transcription/transcription.msw';
import { useUserGet } from '@generated/api/user/user';
import { getUserGetResponseMock } from '@generated/api/user/user.msw';
import { useVideoObjectsTop } from '@generated/api/video/video';
import { getVideoObjectsTopResponseMock } from '@generated/api/video/video.msw';
import { exampleRequest, listOperations, loadContract } from '../../scripts/lib/contract.mjs';
import { createQueryClient } from '@api/query-client';
import { session } from '@api/session';
import { ADMIN, ADMIN_TOKEN, CABINET_JWT, cabinetUser } from '../setup/render-app';

const contract = loadContract(resolve(import.meta.dirname, '../../generated/openapi.yaml'));
const operations = listOperations(contract);

/** The request example of an operation, as the contract states it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function example(operationId: string): any {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`The contract has no operation ${operationId}`);
  const request = exampleRequest(contract, op);
  return Object.keys(request.query).length > 0 ? request.query : request.body;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

// One query hook per tag; each must return exactly the mock's answer, which is the contract's example.
const cases = [
  ['user', () => useUserGet(), getUserGetResponseMock],
  ['admin', () => useGeoList(example('geoList')), getGeoListResponseMock],
  ['alerts', () => useAlertsList(example('alertsList')), getAlertsListResponseMock],
  ['common', () => usePlaylistGetData(example('playlistGetData')), getPlaylistGetDataResponseMock],
  ['info', () => useInfoThemesTop(example('infoThemesTop')), getInfoThemesTopResponseMock],
  ['music', () => useMusicStatistics(example('musicStatistics')), getMusicStatisticsResponseMock],
  ['reports', () => useRspReportList(example('rspReportList')), getRspReportListResponseMock],
  ['statistics', () => useStatisticsThemes(example('statisticsThemes')), getStatisticsThemesResponseMock],
  ['streams', () => useStreamTypeList(), getStreamTypeListResponseMock],
  ['timeline', () => useTimelineProgramGet(example('timelineProgramGet')), getTimelineProgramGetResponseMock],
  ['transcription', () => useTranscriptionList(example('transcriptionList')), getTranscriptionListResponseMock],
  ['video', () => useVideoObjectsTop(example('videoObjectsTop')), getVideoObjectsTopResponseMock],
] as const;

describe('a generated hook of every tag returns the mock data', () => {
  // Every call here is secured: both sections are signed in.
  beforeAll(() => {
    session.signInCabinet(CABINET_JWT, cabinetUser({ all: true }));
    session.signInAdmin(ADMIN_TOKEN, ADMIN);
  });
  afterAll(() => {
    session.signOut('cabinet');
    session.signOut('admin');
  });

  it('covers every tag of the contract', () => {
    const tags = new Set(operations.map((o) => (o.operation.tags as string[])[0]));
    expect(new Set(cases.map(([tag]) => tag))).toEqual(tags);
  });

  it.each(cases)('%s', async (_tag, useHook, mock) => {
    const { result } = renderHook(() => useHook(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(mock());
  });
});
