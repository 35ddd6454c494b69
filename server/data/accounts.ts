// The accounts the contract's examples sign in with, and the reports the service has made for them.
import type { Database } from 'better-sqlite3';
import { hashPassword } from '../lib/passwords.js';
import { dateOf, mondayOf, timeOf } from './calendar.js';
import { firstDay, type Domain, type Plan } from './plan.js';
import { random } from './random.js';

const SCHEMA = `
CREATE TABLE account (
  id INTEGER PRIMARY KEY,
  section TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  role TEXT,
  permissions TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (section, email)
);
CREATE TABLE session (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL,
  section TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE recovery (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE info_report (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  start_day INTEGER NOT NULL,
  end_day INTEGER NOT NULL,
  -- when it moves on: a report is queued, then processing, then done (or failed) at these times
  ready_at INTEGER NOT NULL,
  fails INTEGER NOT NULL DEFAULT 0,
  formats TEXT NOT NULL
);
CREATE INDEX info_report_by_account ON info_report (account_id, created_ms);
`;

/** Cabinet users (ids, names and permissions of the contract's examples) and console accounts. */
export const ACCOUNTS = [
  {
    id: 1001,
    section: 'cabinet',
    email: 'anna.smirnova@mediagroup.ru',
    password: 'Secret-2026',
    first_name: 'Анна',
    last_name: 'Смирнова',
    phone: '+7 (495) 123-45-67',
    permissions: { all: true },
  },
  {
    id: 1002,
    section: 'cabinet',
    email: 'j.carter@radiowatch.co.uk',
    password: 'Secret-2026',
    first_name: 'James',
    last_name: 'Carter',
    phone: '+44 20 7946 0958',
    permissions: { music: true },
  },
  {
    id: 1003,
    section: 'cabinet',
    email: 'i.volkov@newsmonitor.ru',
    password: 'Secret-2026',
    first_name: 'Игорь',
    last_name: 'Волков',
    phone: '8 (812) 555-01-23',
    permissions: { infopole: true },
  },
  {
    id: 1004,
    section: 'cabinet',
    email: 'layla.haddad@mediawatch.ae',
    password: 'Secret-2026',
    first_name: 'ليلى',
    last_name: 'حداد',
    phone: '+971 4 555 0199',
    permissions: { video: true, video_infopole: true },
  },
  {
    id: 2001,
    section: 'admin',
    email: 's.pavlov@mediamonitor.ru',
    password: 'Admin-Secret-2026',
    first_name: 'Сергей',
    last_name: 'Павлов',
    phone: '+7 (495) 700-00-01',
    role: 'admin',
    permissions: {},
  },
  {
    id: 2002,
    section: 'admin',
    email: 'n.zaitseva@mediamonitor.ru',
    password: 'Operator-2026',
    first_name: 'Наталья',
    last_name: 'Зайцева',
    phone: '+7 (495) 700-00-02',
    role: 'operator',
    permissions: {},
  },
] as const;

function addAccounts(db: Database, plan: Plan): void {
  const insert = db.prepare(
    'INSERT INTO account (id, section, email, first_name, last_name, phone, role, permissions, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const account of ACCOUNTS) {
    insert.run(
      account.id,
      account.section,
      account.email,
      account.first_name,
      account.last_name,
      account.phone,
      'role' in account ? account.role : null,
      JSON.stringify(account.permissions),
      hashPassword(account.password),
      timeOf(firstDay(plan), 540),
    );
  }
}

const FORMATS = 'pdf,xlsx,docx,csv';
const short = (day: number) => dateOf(day).split('-').reverse().join('.');

/**
 * The service's info reports for every account that sees the info section: a weekly review each
 * Monday morning for the week before, and a monthly one on the 1st. One in thirty fails.
 */
function addInfoReports(db: Database, plan: Plan, from: number, to: number): void {
  const insert = db.prepare(
    'INSERT INTO info_report (account_id, title, created_at, created_ms, start_day, end_day, ready_at, fails, formats) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const readers = (
    db.prepare("SELECT id, permissions FROM account WHERE section = 'cabinet'").all() as {
      id: number;
      permissions: string;
    }[]
  ).filter((row) => {
    const permissions = JSON.parse(row.permissions) as Record<string, boolean>;
    return permissions.all || permissions.infopole;
  });
  for (let day = from; day <= to; day++) {
    const date = dateOf(day);
    const reports: { title: string; start: number; end: number }[] = [];
    if (mondayOf(day) === day)
      reports.push({ title: `Еженедельный обзор ${short(day - 7)}–${short(day - 1)}`, start: day - 7, end: day - 1 });
    if (date.endsWith('-01')) {
      const start = dayOfMonthStart(day - 1);
      reports.push({ title: `Ежемесячный отчёт ${short(start).slice(3)}`, start, end: day - 1 });
    }
    for (const account of readers) {
      for (const report of reports) {
        const r = random(plan.seed, `report:${account.id}:${day}:${report.start}`);
        const created = timeOf(day, 360 + r.int(0, 60));
        // Ninety seconds from queued to done: a report made today may still be on its way.
        insert.run(
          account.id,
          report.title,
          created,
          Date.parse(created),
          report.start,
          report.end,
          Date.parse(created) + 90_000,
          r.chance(1 / 30) ? 1 : 0,
          FORMATS,
        );
      }
    }
  }
}

function dayOfMonthStart(day: number): number {
  const date = dateOf(day);
  return day - Number(date.slice(8, 10)) + 1;
}

export const accounts: Domain = { name: 'accounts', schema: SCHEMA, catalog: addAccounts, extend: addInfoReports };
