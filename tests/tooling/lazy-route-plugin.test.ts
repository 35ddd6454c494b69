import { describe, expect, it } from 'vitest';
import { useOwnLazyRouteComponent } from '../../scripts/lib/lazy-route-plugin.mjs';

describe('the route files’ lazy component', () => {
  it('comes from the app’s own module instead of the router', () => {
    const code = [
      "const $$splitComponentImporter = () => import('/src/routes/cabinet/info/main.tsx?tsr-split=component');",
      "import { lazyRouteComponent } from '@tanstack/react-router';",
      "import { createFileRoute } from '@tanstack/react-router';",
      "export const Route = createFileRoute('/cabinet/info/main')({ component: lazyRouteComponent($$splitComponentImporter, 'component') });",
    ].join('\n');
    const replaced = useOwnLazyRouteComponent(code, '/app/src/app/lazy-route-component.ts')!;
    expect(replaced).toContain('import { lazyRouteComponent } from "/app/src/app/lazy-route-component.ts";');
    expect(replaced).toContain("import { createFileRoute } from '@tanstack/react-router';");
    expect(replaced).not.toMatch(/lazyRouteComponent \} from '@tanstack/);
  });

  it('leaves a module without it alone', () => {
    expect(useOwnLazyRouteComponent("import { Link } from '@tanstack/react-router';", '/x.ts')).toBeUndefined();
  });
});
