import { type ComponentType, createElement, lazy } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * `React.lazy` with a `preload()` that fetches the chunk ahead of the first render; once the
 * chunk is in, the component renders at once instead of suspending for a tick (so markup kept by
 * components/deferred-hydration.tsx is replaced without a blank frame).
 */
export function lazyWithPreload<P extends object>(load: Loader<P>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  function LazyWithPreload(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyWithPreload, { preload });
}
