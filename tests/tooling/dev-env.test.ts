import { describe, expect, it } from 'vitest';
import { devServerEnv } from '../../scripts/lib/dev-env.mjs';

describe('npm start’s dev server', () => {
  it('has no QA switch on the reference backend unless asked with --qa', () => {
    expect(devServerEnv({ backend: 'http://127.0.0.1:4020', mockPort: 4010 })).toEqual({
      VITE_MOCK: 'off',
      CABINET_API_URL: 'http://127.0.0.1:4020',
      ADMIN_API_URL: 'http://127.0.0.1:4020',
      MOCK_PORT: '4010',
    });
    expect(devServerEnv({ backend: 'http://127.0.0.1:4020', qa: true, mockPort: 4010 }).VITE_MOCK).toBe('on');
  });

  it('has it against the mock, and never against other backends', () => {
    expect(devServerEnv({ backend: 'http://127.0.0.1:4010', mock: true, mockPort: 4010 }).VITE_MOCK).toBe('on');
    expect(devServerEnv({ backend: undefined, qa: true, mockPort: 4010 })).toEqual({ VITE_MOCK: 'off' });
  });
});
