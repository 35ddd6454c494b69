import { vi } from 'vitest';
import { resetSeamHooks } from '@api/seam-hooks';
import { session } from '@api/session';
import { clearStorage } from './clear-storage';

// The app's test files share their worker: its DOM and the modules it has loaded (isolate: false
// in vite.config.ts). Each file starts on a fresh page all the same: an empty document at the
// start URL, empty storage and no cookies, no session, the HTTP seam's hooks as a page load finds
// them, and real timers. What a test changes beyond that it undoes itself
// (tests/setup/vitest.setup.ts, its own afterEach); a file that replaces a module or a global runs
// in a worker of its own.
vi.useRealTimers();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body])
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
document.title = '';
window.history.replaceState(null, '', '/');
clearStorage();
session.reload();
resetSeamHooks();
