/**
 * Online/offline status (docs/navigation.md §10), tracked while an island subscribes. The forms read it to tell a
 * visitor that a message cannot be sent while offline.
 */
import { atom, onMount } from 'nanostores';

export const $online = atom(true);

onMount($online, () => {
  if (typeof window === 'undefined') return;
  $online.set(navigator.onLine);
  const update = () => $online.set(navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});
