export const CHROMIUM: string;
export const SYSTEM_NEEDS: Record<'chromium' | 'nginx', { present: () => boolean; packages: string[] }>;
export function ensureSystemDeps(names: ('chromium' | 'nginx')[]): void;
