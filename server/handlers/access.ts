// What each operation does to the server's state: `read` answers from the database and changes
// nothing (the pool of readers may answer it on a worker thread, over a read-only connection);
// `write` changes something (a row, a file, a throttle's counters) and is always answered on the
// main thread, over the one connection that writes. Typed over every operation of the contract,
// so a new operation fails `tsc` until it is placed here. `tests/server/pool.test.ts` holds this
// table to the contract (the writes are exactly the POSTs not marked `x-safe`) and runs every read
// on a worker against a read-only connection.
import type { OperationId } from './types.js';

export type Access = 'read' | 'write';

export const ACCESS = {
  // Accounts and sessions: sign-in, sign-out, registration and recovery write sessions, accounts,
  // recovery links, the outbox and the throttles' counters.
  signin: 'write',
  signout: 'write',
  userLogin: 'write',
  userLogout: 'write',
  userEdit: 'write',
  userRegistration: 'write',
  userPasswordRecovery: 'write',
  userPasswordRecoveryAccept: 'write',
  userGet: 'read',

  // The console.
  channelsList: 'read',
  channelsCreate: 'write',
  channelsEdit: 'write',
  channelsDelete: 'write',
  geoList: 'read',
  uploadsList: 'read',
  uploadsTracks: 'write',

  // Info.
  infoChannelsTop: 'read',
  infoMainStoriesList: 'read',
  infoMainThemesTop: 'read',
  infoMarkersTop: 'read',
  infoMusicGet: 'read',
  infoPersonCloud: 'read',
  infoPersonTop: 'read',
  infoSentimentGet: 'read',
  infoStoriesTop: 'read',
  infoThemesList: 'read',
  infoThemesTop: 'read',
  infoReportsList: 'read',
  infoReportsFileLink: 'read',
  infoReportsFile: 'read',

  // Statistics.
  statisticsChannels: 'read',
  statisticsMarkers: 'read',
  statisticsPersons: 'read',
  statisticsStories: 'read',
  statisticsStory: 'read',
  statisticsThemes: 'read',
  themeList: 'read',

  // Music.
  musicReport: 'read',
  musicReportDownload: 'read',
  musicStatistics: 'read',
  musicStoriesList: 'read',
  musicThemesTopList: 'read',
  musicUploadList: 'read',
  musicUploadTrack: 'write',
  playlistGetData: 'read',

  // Streams and StreamHunter.
  streamAdd: 'write',
  streamDemandCreate: 'write',
  streamHunterItem: 'write',
  streamHunterList: 'read',
  streamKindList: 'read',
  streamList: 'read',
  streamTypeList: 'read',

  // Broadcast timeline and transcription.
  timelineBroadcastList: 'read',
  timelineProgramGet: 'read',
  timelineSegmentGet: 'read',
  transcriptionChannels: 'read',
  transcriptionCreate: 'write',
  transcriptionList: 'read',
  transcriptionReport: 'read',

  // All reports.
  rspReportList: 'read',
  rspReportDownload: 'read',

  // Video.
  videoContentAdd: 'write',
  videoContentCategoryList: 'read',
  videoContentCharts: 'read',
  videoContentDetails: 'read',
  videoContentList: 'read',
  videoContentStatistics: 'read',
  videoContentStatisticsChannels: 'read',
  videoObjectsAdd: 'write',
  videoObjectsList: 'read',
  videoObjectsStatistics: 'read',
  videoObjectsStatisticsChannels: 'read',
  videoObjectsTop: 'read',
  videoPersonsAdd: 'write',
  videoPersonsList: 'read',
  videoPersonsStatistics: 'read',
  videoPersonsStatisticsChannels: 'read',
  videoPersonsTop: 'read',
  videoReportDownload: 'read',
  videoReportTaskAdd: 'write',
  videoReportTaskList: 'read',

  // Alerts: rules, notifications and the digest (the list calls are x-safe POSTs).
  alertsList: 'read',
  alertsCreate: 'write',
  alertsEdit: 'write',
  alertsDelete: 'write',
  alertsPause: 'write',
  alertsResume: 'write',
  notificationsList: 'read',
  notificationsRead: 'write',
  notificationsUnread: 'read',
  digestGet: 'read',
  digestEdit: 'write',
} as const satisfies Record<OperationId, Access>;

/** Whether an operation only reads (an id the contract does not have is no read). */
export const readsOnly = (id: string): boolean => (ACCESS as Record<string, Access | undefined>)[id] === 'read';
