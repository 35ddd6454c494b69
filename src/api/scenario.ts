/**
 * QA scenarios against the mock server (Prism), in mock builds only: a named example, a forced
 * status for one operation or for all, a fault, and added latency. The seam asks `preferFor()`
 * before every call and sends Prism's `Prefer` header when the scenario applies to that
 * operation; faults Prism cannot make are answered in the browser (`faultFor`, `faultResponse`).
 */

/**
 * `malformed`: a 200 whose JSON body is cut short; `wrong-shape`: a 200 with well-formed JSON
 * of another shape than the contract's; `network`: the call fails as a lost connection does.
 */
export const FAULTS = ['malformed', 'wrong-shape', 'network'] as const;
export type Fault = (typeof FAULTS)[number];

const FAULT_BODIES: Record<Exclude<Fault, 'network'>, string> = {
  malformed: '{"items": [',
  'wrong-shape': '{"unexpected": true}',
};

export interface Scenario {
  /** A named example of the 200 answer, e.g. `music-only` or `empty`. */
  example?: string;
  /** A status to force, e.g. 401, 403 or 500. */
  status?: number;
  /** The operation the scenario is limited to; every operation when absent. */
  operation?: string;
  /** Milliseconds added before every call. */
  latency?: number;
  /** A fault in place of the server's answer. */
  fault?: Fault;
}

export interface ScenarioOperation {
  id: string;
  method: string;
  path: string;
  examples: string[];
  statuses: string[];
}

export const SCENARIO_STORAGE_KEY = 'mediamonitor.qa-scenario';

interface Compiled extends ScenarioOperation {
  pattern: RegExp;
}

let catalog: Compiled[] = [];
let current: Scenario = {};
const listeners = new Set<() => void>();

function compile(operation: ScenarioOperation): Compiled {
  const source = operation.path
    .replace(/[.*+?^${}()|[\]\\]/g, (char) => (char === '{' || char === '}' ? char : `\\${char}`))
    .replace(/\{[^}]+\}/g, '[^/]+');
  return { ...operation, pattern: new RegExp(`^${source}$`) };
}

export function setScenarioCatalog(operations: ScenarioOperation[]) {
  catalog = operations.map(compile);
}

export function scenarioOperations(): readonly ScenarioOperation[] {
  return catalog;
}

export function operationFor(method: string, path: string): ScenarioOperation | undefined {
  return catalog.find((operation) => operation.method === method.toUpperCase() && operation.pattern.test(path));
}

/** Keeps only well-formed members. */
export function normalizeScenario(raw: unknown): Scenario {
  if (!raw || typeof raw !== 'object') return {};
  const value = raw as Record<string, unknown>;
  const scenario: Scenario = {};
  if (typeof value.example === 'string' && /^[\w-]{1,64}$/.test(value.example)) scenario.example = value.example;
  const status = Number(value.status);
  if (Number.isInteger(status) && status >= 100 && status <= 599) scenario.status = status;
  if (typeof value.operation === 'string' && /^\w{1,64}$/.test(value.operation)) scenario.operation = value.operation;
  const latency = Number(value.latency);
  if (Number.isFinite(latency) && latency > 0) scenario.latency = Math.min(Math.round(latency), 30_000);
  if (FAULTS.includes(value.fault as Fault)) scenario.fault = value.fault as Fault;
  return scenario;
}

export const scenario = {
  get: (): Scenario => current,
  set(next: Scenario) {
    current = normalizeScenario(next);
    try {
      if (Object.keys(current).length > 0) sessionStorage.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(current));
      else sessionStorage.removeItem(SCENARIO_STORAGE_KEY);
    } catch {
      // The scenario then lasts until the page reloads.
    }
    listeners.forEach((listener) => listener());
  },
  restore() {
    try {
      current = normalizeScenario(JSON.parse(sessionStorage.getItem(SCENARIO_STORAGE_KEY) ?? '{}'));
    } catch {
      current = {};
    }
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The `Prefer` header for a call, when the scenario applies to its operation and the contract
 * documents what it asks for (the mock answers 404 for an unknown example name).
 */
export function preferFor(method: string, path: string): string | undefined {
  const { example, status, operation } = current;
  if (example === undefined && status === undefined) return undefined;
  const target = operationFor(method, path);
  if (!target || (operation && target.id !== operation)) return undefined;
  if (status !== undefined && target.statuses.includes(String(status))) return `code=${status}`;
  if (example !== undefined && target.examples.includes(example)) return `example=${example}`;
  return undefined;
}

/** The fault to put in place of a call's answer, when the scenario has one for its operation. */
export function faultFor(method: string, path: string): Fault | undefined {
  const { fault, operation } = current;
  if (fault === undefined) return undefined;
  const target = operationFor(method, path);
  if (!target || (operation && target.id !== operation)) return undefined;
  return fault;
}

/** The answer a body fault gives in place of the server's: a 200 declared as JSON. */
export function faultResponse(fault: Exclude<Fault, 'network'>): Response {
  return new Response(FAULT_BODIES[fault], { status: 200, headers: { 'Content-Type': 'application/json' } });
}

export function scenarioLatency(): number {
  return current.latency ?? 0;
}
