import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  // .gz and .br beside each text asset: the server sends them as they are (no compression per request).
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, logLevel: 'silent' })],
  // `@common/...` (code both halves share) resolves as tsconfig.json's `paths` say.
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    // In development the API runs beside Vite (npm run dev); the browser sees one origin.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        // Libraries only lazy screens use get chunks of their own so the first load skips them.
        codeSplitting: {
          groups: [
            { name: 'dnd', test: /node_modules[\\/](@hello-pangea|css-box-model|raf-schd|react-redux|redux)[\\/]/, priority: 1 },
            { name: 'dompurify', test: /node_modules[\\/]dompurify[\\/]/, priority: 1 },
            // Only the Activity Log's day filters use the date pickers, and only the home page the
            // charts. Below 'mui', so that MUI's own modules they import stay there instead of being
            // pulled into these lazy chunks; what both use is a chunk of its own, so neither pulls in the other.
            { name: 'date-pickers', test: /node_modules[\\/](@mui[\\/]x-date-pickers|date-fns)[\\/]/, priority: 2 },
            {
              name: 'charts',
              test: /node_modules[\\/](@mui[\\/]x-(charts|charts-vendor|internal-gestures)|d3-[a-z-]+|internmap|flatqueue|bezier-easing)[\\/]/,
              priority: 2,
            },
            { name: 'mui-x', test: /node_modules[\\/](@mui[\\/]x-internals|reselect)[\\/]/, priority: 2 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 5 },
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/])/, priority: 4 },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[a-z-]+)[\\/]/, priority: 3 },
            { name: 'vendor', test: /node_modules/, priority: 0 },
          ],
        },
      },
    },
  },
});
