import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devPorts } from './scripts/ports.ts';

// The dev server proxies /api (cloud) and /mqtt/ (broker) so the browser sees one origin.
const ports = devPorts(process.env);

export default defineConfig({
  plugins: [react()],
  server: {
    host: process.env.GH_HOST ?? '127.0.0.1',
    port: ports.app,
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${ports.cloud}`,
      '/v1': `http://127.0.0.1:${ports.cloud}`,
      '/sim': `http://127.0.0.1:${ports.cloud}`,
      '/mqtt/': { target: `ws://127.0.0.1:${ports.brokerWs}`, ws: true },
    },
  },
  preview: { host: '127.0.0.1', port: ports.preview, strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,protocol,broker,simulator,fixtures,scripts,tests/unit}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'scenarios',
          include: ['tests/scenarios/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
