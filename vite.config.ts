import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pwa } from './scripts/pwa/plugin';

export default defineConfig({
  plugins: [react(), pwa()],
  build: {
    chunkSizeWarningLimit: 1500,
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    server: { deps: { inline: ['@pixi/react'] } },
  },
});
