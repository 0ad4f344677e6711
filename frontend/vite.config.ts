import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API serves /api and /uploads; in development Vite forwards them so the site keeps one origin (cookies).
const api = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': api, '/uploads': api },
  },
  // The server renderer (`vite build --ssr`) is one self-contained CommonJS file the API can require.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist/server', rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true } } }
    : { outDir: 'dist' },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
  },
}));
