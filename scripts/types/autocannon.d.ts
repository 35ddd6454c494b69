// The part of autocannon that scripts/bench-load.mjs uses; the package ships no types of its own.
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  }
  export interface Result {
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    requests: { total: number; average: number };
  }
  export interface Instance {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, time: number) => void): this;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
