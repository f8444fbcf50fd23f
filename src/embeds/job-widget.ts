/**
 * The job widget of the careers host (docs/content-blocks.md §7): a third-party script that renders
 * the open positions into an element of the open-positions block. Its script URL is deployment
 * configuration, `JOB_WIDGET_SCRIPT_URL` (https only), read at build time; without it the block
 * shows the link to the careers site (`siteConfig.careersUrl`) and loads no script.
 */
import { siteConfig } from '../site.config.ts';

export class JobWidgetConfigError extends Error {
  override name = 'JobWidgetConfigError';
}

export interface JobWidgetConfig {
  /** The widget's script, or null when none is configured. */
  scriptUrl: string | null;
  careersUrl: string;
}

/** The configuration from the environment; a value that is not an https URL stops the build. */
export function jobWidgetConfig(env: Record<string, string | undefined> = process.env): JobWidgetConfig {
  const raw = env.JOB_WIDGET_SCRIPT_URL?.trim();
  if (!raw) return { scriptUrl: null, careersUrl: siteConfig.careersUrl };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new JobWidgetConfigError(
      `JOB_WIDGET_SCRIPT_URL is not a URL: "${raw}". Set it to the https URL of the careers host's widget script, or leave it empty.`,
    );
  }
  if (url.protocol !== 'https:' || url.username || url.password) {
    throw new JobWidgetConfigError(`JOB_WIDGET_SCRIPT_URL must be an https URL without credentials, got "${raw}".`);
  }
  return { scriptUrl: url.href, careersUrl: siteConfig.careersUrl };
}

/** Waiting for the widget's element after its script loaded (docs/content-blocks.md §7): every 1000 ms, at most 3 attempts. */
export const JOB_WIDGET_POLL = { intervalMs: 1000, attempts: 3 } as const;
