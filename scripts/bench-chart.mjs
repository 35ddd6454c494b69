// Line chart rendering benchmark (not a test).
//
//   npm run bench:chart            (or: node scripts/bench-chart.mjs [runs])
//
// Loads src/ui/charts/line-chart.tsx through Vite (middleware mode, SSR module loading, the
// Lingui macro compiled as in the app), renders one 10,000-point series at 960 x 320 with
// react-dom/server's renderToString several times, and prints the median render time and the
// number of SVG marks (path, line, rect, circle and text elements) in the output. Then it closes
// the server and exits.
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { linguiMacro } from './lib/lingui-macro-plugin.mjs';
import react from '@vitejs/plugin-react';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createServer } from 'vite';

const POINTS = 10_000;
const WIDTH = 960;
const HEIGHT = 320;
const RUNS = Math.max(1, Number(process.argv[2]) || 15);
const MARKS = /<(path|line|rect|circle|text)[\s/>]/g;

const root = fileURLToPath(new URL('..', import.meta.url));
// The Lingui macro looks for lingui.config.ts from the working directory.
process.chdir(root);

// The project's own config without the route-tree generator, so benchmarking writes no files.
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  plugins: [linguiMacro(), react()],
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
});

try {
  const { LineChart } = await server.ssrLoadModule('/src/ui/charts/line-chart.tsx');
  // Dependencies are external to Vite's SSR loader, so this is the instance the chart sees too.
  const { i18n } = await server.ssrLoadModule('/src/i18n/i18n.ts');
  i18n.loadAndActivate({ locale: 'en', messages: {} });

  const start = Date.UTC(2020, 0, 1);
  const series = [
    {
      key: 'mentions',
      label: 'Mentions',
      color: '#0072B2',
      points: Array.from({ length: POINTS }, (_, index) => ({
        date: new Date(start + index * 3_600_000).toISOString(),
        value: Math.round(1000 + 400 * Math.sin(index / 300) + 150 * Math.sin(index / 7) + ((index * 7919) % 97)),
      })),
    },
  ];
  const render = () =>
    renderToString(
      createElement(
        I18nProvider,
        { i18n },
        createElement(LineChart, { width: WIDTH, height: HEIGHT, series, label: 'Mentions' }),
      ),
    );

  for (let run = 0; run < 3; run += 1) render(); // warm-up
  const times = [];
  let html = '';
  for (let run = 0; run < RUNS; run += 1) {
    const began = performance.now();
    html = render();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const median = times.length % 2 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
  const svg = html.slice(html.indexOf('<svg'), html.lastIndexOf('</svg>') + 6);
  const marks = svg.match(MARKS)?.length ?? 0;

  console.log(`LineChart, ${POINTS.toLocaleString('en')} points at ${WIDTH}x${HEIGHT}, ${RUNS} runs`);
  console.log(
    `median render: ${median.toFixed(1)} ms (min ${times[0].toFixed(1)}, max ${times[times.length - 1].toFixed(1)})`,
  );
  console.log(`SVG marks: ${marks}`);
} finally {
  await server.close();
}
