import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy that can be fetched ahead (`preload`) and, once fetched, renders at once. Plain lazy suspends on its
 * first render even when its module has already arrived, which costs the page around it a commit of the fallback.
 */
export function preloadableLazy<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = (): Promise<Module<P>> =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again next time.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
