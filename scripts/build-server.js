// Builds the Node server of `npm start` (src/backend/server/main.ts) into dist-server/: the source
// bundled, the packages left to node_modules.
import { build } from 'vite';

await build({
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/backend/server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
  },
});
