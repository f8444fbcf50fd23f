/**
 * Loader of the careers host's job widget (docs/content-blocks.md §7): once visible, loads the configured script, then
 * waits for the widget's content in the mount element (`mountId`, rendered by the block), polling
 * every 1000 ms, at most 3 attempts. Success logs an info message; a script that fails to load or a
 * widget that does not appear logs an error. The link to the careers site is there in every state,
 * so the positions are reachable without JavaScript, with a blocked script or a failing widget; the
 * loading and failure messages are announced to screen readers (a status region) without taking
 * room on screen, so nothing below the block moves when they change.
 */
import { useEffect, useState } from 'react';
import { JOB_WIDGET_POLL } from '../embeds/job-widget.ts';
import { useHydrated } from './parts/hooks.ts';
import { loadScript } from './parts/load-script.ts';
import { pollFor } from './parts/poll.ts';

interface Props {
  scriptUrl: string;
  mountId: string;
  careersUrl: string;
  labels: { careersLink: string; loading: string; unavailable: string };
}

type State = 'pending' | 'ready' | 'failed';

export default function JobWidget({ scriptUrl, mountId, careersUrl, labels }: Props) {
  const [state, setState] = useState<State>('pending');
  const hydrated = useHydrated();

  useEffect(() => {
    const controller = new AbortController();
    const mount = document.getElementById(mountId);
    loadScript(scriptUrl)
      .then(() => pollFor(() => (mount?.childElementCount ?? 0) > 0, JOB_WIDGET_POLL, controller.signal))
      .then((found) => {
        if (controller.signal.aborted) return;
        if (found) {
          console.info(`[job widget] loaded from ${scriptUrl}`);
          setState('ready');
        } else {
          console.error(`[job widget] the widget did not appear after ${JOB_WIDGET_POLL.attempts} attempts (${scriptUrl})`);
          setState('failed');
        }
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        console.error(`[job widget] the script failed to load: ${scriptUrl}`);
        setState('failed');
      });
    return () => controller.abort();
  }, [scriptUrl, mountId]);

  return (
    <div className="job-widget-status">
      <p role="status" className="job-widget-message visually-hidden">
        {state === 'failed' ? labels.unavailable : state === 'pending' && hydrated ? labels.loading : ''}
      </p>
      <a className="job-widget-link" href={careersUrl}>
        {labels.careersLink}
      </a>
    </div>
  );
}
