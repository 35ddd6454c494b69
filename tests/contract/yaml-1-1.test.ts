import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const bundle = readFileSync(join(import.meta.dirname, '..', '..', 'generated', 'openapi.yaml'), 'utf8');

describe('the bundled contract', () => {
  it('reads the same under a YAML 1.1 parser as under 1.2: every date, time and yes/no is quoted', () => {
    // YAML 1.1 (most tooling outside JavaScript) reads 21:00:00 as a number, 2026-11-16 as a date
    // and yes/no/on/off as booleans; 1.2 reads them all as strings.
    const modern = parse(bundle);
    const legacy = parse(bundle, { version: '1.1' });
    expect(legacy).toEqual(modern);
  });

  it('holds such values, so the check means something', () => {
    expect(bundle).toMatch(/: "21:00:00"/);
    expect(bundle).toMatch(/: "2026-11-16"/);
  });
});
