/**
 * What the Strapi 5 suites share: `npm run strapi5` started as a developer starts it (own temporary data
 * folder, free loopback port), stopped with SIGTERM; the API tokens its bootstrap wrote.
 */
import type { RunningStrapi } from '../../scripts/strapi-common/process.ts';
import { readTokens, type Strapi5Tokens } from '../../scripts/strapi5/process.ts';
import { startStrapiCli } from '../strapi/support.ts';

export type RunningStrapi5 = RunningStrapi & { printed: string; tokens: Strapi5Tokens; dataDir: string };

export async function startStrapi5Cli(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<RunningStrapi5> {
  // The banner's last line names the data folder: the whole banner has been printed.
  const strapi = await startStrapiCli(dataDir, env, {
    cli: 'scripts/strapi5/cli.ts',
    banner: /Strapi 5 is running: (\S+)[\s\S]*\n {2}data:/,
  });
  return { ...strapi, dataDir, tokens: readTokens(dataDir) };
}
