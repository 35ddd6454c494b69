import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@api/session';
import { initials } from '@features/shell/cabinet-layout';
import { consoleOf } from '@lib/consoles';
import { lastPage, recordLocation } from '@lib/previous-location';
import { Drawer } from '@ui/drawer';
import { LoadingOverlay, OVERLAY_CLOSE_DELAY_MS } from '@ui/loading-overlay';
import { SlidePanel } from '@ui/slide-panel';

afterEach(() => vi.useRealTimers());

describe('avatar initials', () => {
  it('are the last name’s first letter, then the first name’s', () => {
    expect(initials('Анна', 'Смирнова')).toBe('СА');
    expect(initials('james', 'carter')).toBe('CJ');
    expect(initials('ليلى', 'حداد')).toBe('حل');
    expect(initials('', '')).toBe('');
  });
});

describe('the loading overlay', () => {
  it('stays 400 ms after loading ends, then closes', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingOverlay loading label="Loading" />);
    screen.getByRole('status');
    rerender(<LoadingOverlay loading={false} label="Loading" />);
    act(() => vi.advanceTimersByTime(OVERLAY_CLOSE_DELAY_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(OVERLAY_CLOSE_DELAY_MS).toBe(400);
  });

  it('gives each end of loading its full 400 ms when loading starts again during the linger', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingOverlay loading label="Loading" />);
    rerender(<LoadingOverlay loading={false} label="Loading" />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<LoadingOverlay loading label="Loading" />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<LoadingOverlay loading={false} label="Loading" />);
    // 400 ms after the first end would close it here; it waits 400 ms from the second.
    act(() => vi.advanceTimersByTime(OVERLAY_CLOSE_DELAY_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not shown when nothing loads', () => {
    render(<LoadingOverlay loading={false} label="Loading" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the drawer', () => {
  it('slides in from the end edge and takes 30 percent unless told otherwise', () => {
    render(
      <Drawer open onClose={() => {}} label="Filters">
        <p>content</p>
      </Drawer>,
    );
    const dialog = document.querySelector('dialog');
    expect(dialog?.className).toContain('drawer-end');
    expect(dialog?.getAttribute('style')).toBeNull();
    // With no size given the stylesheet's default applies: 30 percent.
    expect(readFileSync(resolve(import.meta.dirname, '../../src/ui/styles.css'), 'utf8')).toMatch(
      /\.drawer \{\n {2}--drawer-size: 30%;/,
    );
  });

  it('takes a given size and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Drawer open onClose={onClose} label="Menu" size="672px">
        <p>content</p>
      </Drawer>,
    );
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.style.getPropertyValue('--drawer-size')).toBe('672px');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the drawer backdrop', () => {
  it('closes the drawer on a click outside its content, not on one inside, and is hidden from assistive technology', () => {
    const onClose = vi.fn();
    render(
      <Drawer open onClose={onClose} label="Menu">
        <p>content</p>
      </Drawer>,
    );
    fireEvent.click(screen.getByText('content'));
    expect(onClose).not.toHaveBeenCalled();
    const scrim = document.querySelector('.drawer-scrim') as HTMLElement;
    expect(scrim.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(scrim);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the slide-in panel', () => {
  it('follows its show flag and closes with its button', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <SlidePanel show={false} onClose={onClose} title="Filters" closeLabel="Close">
        <p>filters</p>
      </SlidePanel>,
    );
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    rerender(
      <SlidePanel show onClose={onClose} title="Filters" closeLabel="Close">
        <p>filters</p>
      </SlidePanel>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the session', () => {
  it('keeps the previous permissions when an update brings an empty set', () => {
    session.signInCabinet('jwt', {
      id: 1,
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.ru',
      phone: '+7 495 1234567',
      permissions: { music: true },
    });
    session.updateUser({
      id: 1,
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.ru',
      phone: '+7 495 1234567',
      permissions: {},
    });
    expect(session.get().user?.permissions).toEqual({ music: true });
    session.updateUser({
      id: 1,
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.ru',
      phone: '+7 495 1234567',
      permissions: { infopole: true },
    });
    expect(session.get().user?.permissions).toEqual({ infopole: true });
  });

  it('applies a set whose flags are all false: access withdrawn is withdrawn', () => {
    session.signInCabinet('jwt', {
      id: 1,
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.ru',
      phone: '+7 495 1234567',
      permissions: { music: true },
    });
    session.updateUser({
      id: 1,
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.ru',
      phone: '+7 495 1234567',
      permissions: { music: false, all: false },
    });
    expect(session.get().user?.permissions).toEqual({ music: false, all: false });
  });

  it('signs one section out and keeps the other', () => {
    session.signInCabinet('jwt', {
      id: 1,
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.ru',
      phone: '+7 495 1234567',
      permissions: { all: true },
    });
    session.signInAdmin('adm', { id: 2, name: 'Admin', email: 'admin@b.ru' });
    session.signOut('admin');
    expect(session.get()).toMatchObject({ jwt_token: 'jwt' });
    expect(session.get().token).toBeUndefined();
    expect(session.isLoggedIn()).toBe(true);
    session.signOut('cabinet');
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('the page a person was on', () => {
  it('is the last page shown in each console; sign-in pages and the start page are not pages of one', () => {
    sessionStorage.clear();
    recordLocation('/cabinet/info/main');
    recordLocation('/cabinet/music/main?limit=10');
    recordLocation('/login');
    recordLocation('/admin/sources#list');
    recordLocation('/admin/login?redirect=%2Fadmin');
    recordLocation('/');
    expect(lastPage('cabinet')).toBe('/cabinet/music/main?limit=10');
    expect(lastPage('admin')).toBe('/admin/sources#list');
  });

  it('knows which console a page belongs to', () => {
    expect(consoleOf('/cabinet')).toBe('cabinet');
    expect(consoleOf('/cabinet/video/main?x=1')).toBe('cabinet');
    expect(consoleOf('/cabinetry')).toBeUndefined();
    expect(consoleOf('/admin')).toBe('admin');
    expect(consoleOf('/admin/login?redirect=/admin')).toBeUndefined();
    expect(consoleOf('/registration')).toBeUndefined();
    expect(consoleOf('/unauthorized')).toBeUndefined();
  });
});
