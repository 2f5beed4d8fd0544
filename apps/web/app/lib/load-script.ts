/**
 * Loads an outside script once (reCAPTCHA, Google sign-in, the Facebook SDK) and resolves with
 * what it set up. These scripts are added only when a dialog needs them, never on first paint.
 * A failed load is forgotten, so the next attempt tries again.
 */
const loads = new Map<string, Promise<unknown>>();

export function loadScript<T>(src: string, ready: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const known = loads.get(src) as Promise<T> | undefined;
  if (known) return known;
  const loading = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = async () => {
      try {
        const api = await ready();
        if (api) resolve(api);
        else throw new Error(`${src} did not start`);
      } catch (error) {
        loads.delete(src);
        reject(error);
      }
    };
    script.onerror = () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`${src} could not be loaded`));
    };
    document.head.append(script);
  });
  loads.set(src, loading);
  return loading;
}
