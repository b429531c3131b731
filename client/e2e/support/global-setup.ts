// Starts the real server (embedded database in memory) serving the built client, for the whole
// run, and stops it afterwards. Its URL becomes E2E_BASE_URL, which the workers read as baseURL.
import path from 'node:path';
import { repoRoot, startAppServer } from './app-server';

export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) return; // someone else runs the app
  // CLIENT_DIST: a build of your own (vite build --outDir ...), so that a teammate's rebuild of
  // client/dist cannot swap the files under a running test.
  const clientDist = process.env.CLIENT_DIST
    ? path.resolve(process.env.CLIENT_DIST)
    : path.join(repoRoot, 'client', 'dist');
  const app = await startAppServer(clientDist);
  process.env.E2E_BASE_URL = app.url;
  if (app.databaseUri) process.env.E2E_DATABASE_URI = app.databaseUri;
  return app.stop;
}
