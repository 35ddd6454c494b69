import { describe, expect, it } from 'vitest';
import { httpLink, pageSettings, resolveRuntimeConfig } from '@lib/runtime-config';

/** A document holding the given `<meta name="app-config">` content (or none). */
function page(content?: string): Document {
  const doc = document.implementation.createHTMLDocument('app');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'app-config';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('a configured link', () => {
  it('is an http(s) URL or a path on this origin, and nothing else', () => {
    expect(httpLink(' https://rum.example.com/vitals ')).toBe('https://rum.example.com/vitals');
    expect(httpLink('http://127.0.0.1:4011')).toBe('http://127.0.0.1:4011/');
    expect(httpLink('/brand/wait.json')).toBe('/brand/wait.json');
    for (const bad of [
      undefined,
      null,
      42,
      '',
      '  ',
      '//evil.example/x.json',
      'javascript:alert(1)',
      'ftp://host/x',
      'not a url',
      'host/path',
    ]) {
      expect(httpLink(bad)).toBeUndefined();
    }
  });
});

describe("the page's settings", () => {
  it('are the JSON object of the app-config meta tag, or nothing', () => {
    expect(pageSettings(page('{"landing":"on"}'))).toEqual({ landing: 'on' });
    expect(pageSettings(page())).toEqual({});
    expect(pageSettings(page(''))).toEqual({});
    expect(pageSettings(page('{not json'))).toEqual({});
    expect(pageSettings(page('["on"]'))).toEqual({});
    expect(pageSettings(page('"on"'))).toEqual({});
    expect(pageSettings(undefined)).toEqual({});
  });
});

describe('the settings in force', () => {
  it("are the build's without page settings: this origin, the admin prefix, no landing, the shipped animation", () => {
    expect(resolveRuntimeConfig({}, {})).toEqual({
      cabinetApiUrl: '',
      adminApiUrl: '/admin-api',
      landing: false,
      vitalsEndpoint: undefined,
      loadingAnimation: '/animations/loading.json',
    });
    expect(
      resolveRuntimeConfig(
        {},
        {
          VITE_CABINET_API_URL: 'https://api.example.com/',
          VITE_ADMIN_API_URL: 'https://admin.example.com',
          VITE_LANDING: 'on',
          VITE_VITALS_ENDPOINT: '/vitals',
          VITE_LOADING_ANIMATION: 'off',
        },
      ),
    ).toEqual({
      cabinetApiUrl: 'https://api.example.com',
      adminApiUrl: 'https://admin.example.com',
      landing: true,
      vitalsEndpoint: '/vitals',
      loadingAnimation: undefined,
    });
  });

  it("take each valid page setting over the build's, without a rebuild", () => {
    const build = {
      VITE_CABINET_API_URL: 'https://old.example.com',
      VITE_LANDING: 'on',
      VITE_VITALS_ENDPOINT: '/vitals',
    };
    expect(
      resolveRuntimeConfig(
        {
          cabinetApiUrl: 'http://127.0.0.1:4011',
          adminApiUrl: 'http://127.0.0.1:4012/',
          landing: 'off',
          vitalsEndpoint: 'https://rum.example.com/v',
          loadingAnimation: 'off',
        },
        build,
      ),
    ).toEqual({
      cabinetApiUrl: 'http://127.0.0.1:4011',
      adminApiUrl: 'http://127.0.0.1:4012',
      landing: false,
      vitalsEndpoint: 'https://rum.example.com/v',
      loadingAnimation: undefined,
    });
    // '' is this origin, a setting of its own for the cabinet.
    expect(resolveRuntimeConfig({ cabinetApiUrl: '' }, build).cabinetApiUrl).toBe('');
    expect(resolveRuntimeConfig({ landing: true }, {}).landing).toBe(true);
    expect(resolveRuntimeConfig({ loadingAnimation: '/brand/wait.json' }, {}).loadingAnimation).toBe(
      '/brand/wait.json',
    );
  });

  it("fall back to the build's where a page setting is not valid", () => {
    const build = {
      VITE_CABINET_API_URL: 'https://api.example.com',
      VITE_LANDING: 'on',
      VITE_VITALS_ENDPOINT: '/vitals',
      VITE_LOADING_ANIMATION: '/brand/wait.json',
    };
    expect(
      resolveRuntimeConfig(
        {
          cabinetApiUrl: 'javascript:alert(1)',
          adminApiUrl: '//evil.example',
          landing: 'maybe',
          vitalsEndpoint: 'not a url',
          loadingAnimation: 42,
        },
        build,
      ),
    ).toEqual({
      cabinetApiUrl: 'https://api.example.com',
      adminApiUrl: '/admin-api',
      landing: true,
      vitalsEndpoint: '/vitals',
      loadingAnimation: '/brand/wait.json',
    });
    // A build value that is not valid either leaves the default.
    expect(
      resolveRuntimeConfig({}, { VITE_LOADING_ANIMATION: 'not a url', VITE_ADMIN_API_URL: 'ftp://x' }),
    ).toMatchObject({ loadingAnimation: '/animations/loading.json', adminApiUrl: '/admin-api' });
  });
});
