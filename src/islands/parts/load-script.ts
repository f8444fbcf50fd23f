/** Loads a classic script once per page: every caller for the same URL shares one promise. */
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => reject(new Error(`could not load ${src}`)), { once: true });
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
